// The app's message catalogues (i18next): the English shell is bundled; the rest loads by screen and
// by language (load-catalogue.ts), a chosen language before it shows.
import i18next from 'i18next';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { isLanguage, LANGUAGES, type Language } from '@platform/shared/languages';
import { bundledCatalogue, loadCataloguesFor } from './load-catalogue.ts';

export { isLanguage, LANGUAGES, type Language };

const STORAGE_KEY = 'language';
/** Set while a choice made before sign-in has not reached the server yet. */
const UNSYNCED_KEY = 'language-unsynced';
/** Intl locales: Indian grouping and Latin digits for Hindi, as Indian traders read prices. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };

export function storedLanguage(): Language {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

void i18next.use(initReactI18next).init({
  resources: bundledCatalogue,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  // No vendor notice in the trader's console.
  showSupportNotice: false,
});

/** Devanagari faces in every weight the screens use, fetched before Hindi shows so no glyph flashes as a box. */
function loadDevanagariFonts(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.all([400, 600, 700].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'हि'))).catch(
    () => undefined,
  );
}

/** Switches the screens to `language` (loading the open screens' catalogue parts first) and remembers it in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([loadCataloguesFor(language), language === 'en' ? null : loadDevanagariFonts()]);
  window.localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** A choice made while signed out: the next sign-in carries it to the server. */
export function markLanguageUnsynced(unsynced: boolean): void {
  if (unsynced) window.localStorage.setItem(UNSYNCED_KEY, '1');
  else window.localStorage.removeItem(UNSYNCED_KEY);
}

export const languageUnsynced = () => window.localStorage.getItem(UNSYNCED_KEY) === '1';

/** Applies the language this browser chose last (before sign-in the only memory of it). */
export function startLanguage(): Promise<void> {
  return setLanguage(storedLanguage());
}

function subscribe(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => (isLanguage(i18next.language) ? i18next.language : 'en'));
}

export { Trans, useTranslation };
export const i18n = i18next;
