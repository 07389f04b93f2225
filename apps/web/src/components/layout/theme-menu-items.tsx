import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../ui/dropdown-menu.tsx';
import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '../../lib/theme.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

export const THEME_OPTIONS = [
  { value: 'system', label: 'theme.system', short: 'theme.systemShort', icon: MonitorIcon },
  { value: 'light', label: 'theme.light', short: 'theme.light', icon: SunIcon },
  { value: 'dark', label: 'theme.dark', short: 'theme.dark', icon: MoonIcon },
] as const satisfies readonly { value: ThemeChoice; label: string; short: string; icon: typeof SunIcon }[];

/** The open theme menu: light, dark or the system's choice. */
export function ThemeMenuItems() {
  const choice = useThemeChoice();
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={choice} onValueChange={setThemeChoice}>
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
          <DropdownMenuRadioItem key={value} value={value} icon={<Icon />}>
            {t(label)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
