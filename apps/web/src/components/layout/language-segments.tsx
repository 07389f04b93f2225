import { LANGUAGES, useLanguage, useTranslation } from '../../lib/i18n/i18n.ts';
import { useChooseLanguage } from './use-choose-language.ts';
import './segments.css';

/** The language as segments, for the mobile menu and the sign-in screen. */
export function LanguageSegments() {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <div className="theme-segments language-segments" role="radiogroup" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          lang={option}
          aria-checked={language === option}
          className="theme-segments__option"
          onClick={() => void choose(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
