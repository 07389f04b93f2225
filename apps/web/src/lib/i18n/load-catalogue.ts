// The catalogue is split by screen: the app bundles the English shell (locales/en/shell.ts) and loads
// every other part with the screens that show it, so a first visit carries only its own screen's texts.
// Each part is a module whose named exports are top-level sections of the catalogue.
import i18next from 'i18next';
import type { Language } from '@platform/shared/user';
import * as englishShell from './locales/en/shell.ts';

type Sections = Record<string, unknown>;
type Loader = () => Promise<Sections>;

const parts = {
  shell: { en: () => Promise.resolve(englishShell), hi: () => import('./locales/hi/shell.ts') },
  layout: { en: () => import('./locales/en/layout.ts'), hi: () => import('./locales/hi/layout.ts') },
  auth: { en: () => import('./locales/en/auth.ts'), hi: () => import('./locales/hi/auth.ts') },
  trading: { en: () => import('./locales/en/trading.ts'), hi: () => import('./locales/hi/trading.ts') },
  /** The phone trading screen's own texts: the desktop dashboard never shows them. */
  mobile: { en: () => import('./locales/en/mobile.ts'), hi: () => import('./locales/hi/mobile.ts') },
  /** The editors opened from an order's row (close, stops, pending price, details). */
  orderEditors: { en: () => import('./locales/en/order-editors.ts'), hi: () => import('./locales/hi/order-editors.ts') },
  reports: { en: () => import('./locales/en/reports.ts'), hi: () => import('./locales/hi/reports.ts') },
  banking: { en: () => import('./locales/en/banking.ts'), hi: () => import('./locales/hi/banking.ts') },
  moneyTimeline: { en: () => import('./locales/en/money-timeline.ts'), hi: () => import('./locales/hi/money-timeline.ts') },
  profile: { en: () => import('./locales/en/profile.ts'), hi: () => import('./locales/hi/profile.ts') },
  support: { en: () => import('./locales/en/support.ts'), hi: () => import('./locales/hi/support.ts') },
  /** The back office's texts (staff only): never with a trader's screens. */
  admin: { en: () => import('./locales/en/admin.ts'), hi: () => import('./locales/hi/admin.ts') },
  /** The back office's trading calendar screen (admin only): with that screen's own chunk. */
  tradingCalendar: { en: () => import('./locales/en/trading-calendar.ts'), hi: () => import('./locales/hi/trading-calendar.ts') },
  /** The server's messages: only another language needs them (server-message.ts finds them by their English text). */
  messages: { en: () => import('./locales/en/messages.ts'), hi: () => import('./locales/hi/messages.ts') },
} satisfies Record<string, Record<Language, Loader>>;

export type CataloguePart = keyof typeof parts;
export const CATALOGUE_PARTS = Object.keys(parts) as CataloguePart[];

/** The parts the screens opened so far asked for: a change of language loads each in the new language. */
const wanted = new Set<CataloguePart>(['shell']);
/** `${language}:${part}` → its sections are (being) added to i18next; the English shell comes with i18next's init. */
const added = new Map<string, Promise<void>>([['en:shell', Promise.resolve()]]);
/** The language shown, or the one being switched to: a part asked for meanwhile loads in it too. */
let target: Language = 'en';

function add(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  let adding = added.get(key);
  if (!adding) {
    adding = parts[part][language]().then((sections) => {
      i18next.addResourceBundle(language, 'translation', { ...sections }, true, true);
    });
    adding.catch(() => added.delete(key));
    added.set(key, adding);
  }
  return adding;
}

/** What i18next starts with: the English shell, bundled with the app. */
export const bundledCatalogue = { en: { translation: { ...englishShell } } };

/** Loads `names` in English (the fallback) and in the language shown, before the screen that needs them renders. */
export async function loadCatalogue(...names: CataloguePart[]): Promise<void> {
  for (const part of names) wanted.add(part);
  const languages = new Set<Language>(['en', target]);
  await Promise.all([...languages].flatMap((language) => names.map((part) => add(language, part))));
}

/** Before switching to `language`: every part the open screens asked for, in that language. */
export async function loadCataloguesFor(language: Language): Promise<void> {
  target = language;
  if (language !== 'en') wanted.add('messages');
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
  // A screen may ask for a part while these load: repeat until a pass ends with no new part wanted.
  let seen = -1;
  while (seen !== wanted.size) {
    seen = wanted.size;
    await Promise.all([...wanted].flatMap((part) => languages.map((lng) => add(lng, part))));
  }
}

/** A lazily loaded screen whose catalogue parts load alongside its code, so no key shows before its text. */
export function withCatalogue<T>(names: CataloguePart[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogue(...names)]).then(([module]) => module);
}
