import { useEffect } from 'react';
import type { Me } from '@platform/shared/user';
import { languageUnsynced, setLanguage, storedLanguage } from '../../lib/i18n/i18n.ts';
import { saveLanguage } from './use-choose-language.ts';

/**
 * A signed-in user reads the language the server keeps for them, on any device; a choice made on
 * the sign-in screen just before is carried to the server instead.
 */
export function useServerLanguage(me: Me | undefined): void {
  const language = me?.language;
  useEffect(() => {
    if (!language) return;
    if (languageUnsynced()) void saveLanguage(storedLanguage()).catch(() => undefined);
    else void setLanguage(language);
  }, [language]);
}
