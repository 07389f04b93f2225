import { DropdownMenu, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../ui/dropdown-menu.tsx';
import { IconButton } from '../ui/button.tsx';
import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import { setThemeChoice, useTheme, useThemeChoice, type ThemeChoice } from '../../lib/theme.ts';

export const THEME_OPTIONS: { value: ThemeChoice; label: string; icon: typeof SunIcon }[] = [
  { value: 'system', label: 'Follow the system', icon: MonitorIcon },
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
];

/** Light, dark or the system's choice; the icon shows the theme on screen. */
export function ThemeMenu() {
  const theme = useTheme();
  const choice = useThemeChoice();
  return (
    <DropdownMenu align="end" trigger={<IconButton label="Theme">{theme === 'light' ? <SunIcon /> : <MoonIcon />}</IconButton>}>
      <DropdownMenuLabel>Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={choice} onValueChange={setThemeChoice}>
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
          <DropdownMenuRadioItem key={value} value={value} icon={<Icon />}>
            {label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}
