import { DropdownMenu, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../ui/dropdown-menu.tsx';
import { Button } from '../ui/button.tsx';
import { LanguagesIcon } from '../ui/icons.tsx';
import { LANGUAGES, useLanguage, useTranslation, type Language } from '../../lib/i18n/i18n.ts';
import { useChooseLanguage } from './use-choose-language.ts';
import './language-menu.css';

/** The language of every screen: remembered in this browser, and on the server once signed in. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <DropdownMenu
      align="end"
      trigger={
        <Button variant="ghost" className="language-menu__trigger">
          <LanguagesIcon />
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{`${t('language.label')}: ${t(`language.${language}`)}`}</span>
        </Button>
      }
    >
      <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup<Language> value={language} onValueChange={(next) => void choose(next)}>
        {LANGUAGES.map((option) => (
          <DropdownMenuRadioItem key={option} value={option}>
            <span lang={option}>{t(`language.${option}`)}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}
