import { setThemeChoice, useThemeChoice } from '../../lib/theme.ts';
import { THEME_OPTIONS } from './theme-menu.tsx';

/** The theme as three segments, for the mobile menu where a nested dropdown would be awkward. */
export function ThemeSegments() {
  const choice = useThemeChoice();
  return (
    <div className="theme-segments" role="radiogroup" aria-label="Theme">
      {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={choice === value}
          className="theme-segments__option"
          onClick={() => setThemeChoice(value)}
        >
          <Icon />
          {value === 'system' ? 'System' : label}
        </button>
      ))}
    </div>
  );
}
