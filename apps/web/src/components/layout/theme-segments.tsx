import { setThemeChoice, useThemeChoice } from '../../lib/theme.ts';
import { THEME_OPTIONS } from './theme-menu-items.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import './segments.css';

/** The theme as three segments, for the mobile menu where a nested dropdown would be awkward. */
export function ThemeSegments() {
  const choice = useThemeChoice();
  const { t } = useTranslation();
  return (
    <div className="theme-segments" role="radiogroup" aria-label={t('theme.label')}>
      {THEME_OPTIONS.map(({ value, short, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={choice === value}
          className="theme-segments__option"
          onClick={() => setThemeChoice(value)}
        >
          <Icon />
          {t(short)}
        </button>
      ))}
    </div>
  );
}
