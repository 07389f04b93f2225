import { lazy, Suspense } from 'react';
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import { IconButton } from '../ui/button.tsx';
import { MoonIcon, SunIcon } from '../ui/icons.tsx';
import { useTheme } from '../../lib/theme.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

// The choices load with the menu (pointing at the button fetches them), not with every signed-in screen.
const loadItems = () => import('./theme-menu-items.tsx');
const ThemeMenuItems = lazy(() => loadItems().then((module) => ({ default: module.ThemeMenuItems })));

/** Light, dark or the system's choice; the icon shows the theme on screen. */
export function ThemeMenu() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <DropdownMenu
      align="end"
      preload={loadItems}
      trigger={<IconButton label={t('theme.label')}>{theme === 'light' ? <SunIcon /> : <MoonIcon />}</IconButton>}
    >
      <Suspense fallback={null}>
        <ThemeMenuItems />
      </Suspense>
    </DropdownMenu>
  );
}
