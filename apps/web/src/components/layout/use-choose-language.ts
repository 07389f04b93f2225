import { useCallback } from 'react';
import type { Me } from '@platform/shared/user';
import { api } from '../../lib/api-client.ts';
import { markLanguageUnsynced, setLanguage, type Language } from '../../lib/i18n/i18n.ts';
import { loadedQueryClient } from '../../lib/loaded-query-client.ts';
import { tokenStore } from '../../lib/token-store.ts';

/** Keeps a signed-in user's language on the server, for every device they sign in on. */
export async function saveLanguage(language: Language): Promise<void> {
  await api.post('/user/language', { language });
  markLanguageUnsynced(false);
}

/** Shows the screens in `language` at once; signed in, the server keeps it, signed out, the next sign-in takes it along. */
export function useChooseLanguage() {
  return useCallback(async (language: Language) => {
    await setLanguage(language);
    if (!tokenStore.get()) return markLanguageUnsynced(true);
    // Signed in, the screens that read the user have loaded it (and the query client) already.
    const { meQueryKey } = await import('../../lib/use-me.ts');
    loadedQueryClient()?.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, language } : me));
    await saveLanguage(language).catch(() => undefined);
  }, []);
}
