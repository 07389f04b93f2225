import type { Language } from '@platform/shared/user';
import type { MailContent } from './mail-layout.ts';

/** What a template gets besides its own data: where links point, whom it greets, in which language. */
export interface MailEnv {
  publicUrl: string;
  /** '' when the address is not verified: an account's own text is not mailed to an unproven address. */
  name: string;
  /** The user's language (users.language): every template writes English and Hindi. */
  language: Language;
}

/** A template's words in the user's language: `inLanguage(env, { en: {...}, hi: {...} })`. */
export function inLanguage<T>(env: MailEnv, texts: Record<Language, T>): T {
  return texts[env.language];
}

/** 'Hello Asha,' / 'नमस्ते Asha,'; 'Hello,' without a name (an address not verified yet gets none). */
export const hello = (env: MailEnv) =>
  env.name ? inLanguage(env, { en: `Hello ${env.name},`, hi: `नमस्ते ${env.name},` }) : inLanguage(env, { en: 'Hello,', hi: 'नमस्ते,' });

export type MailTemplate<Data> = (data: Data, env: MailEnv) => MailContent;

const templates = new Map<string, MailTemplate<never>>();

/**
 * Adds a mail. Other modules register theirs at import time, in their own file:
 *
 *   export const PRICE_ALERT_MAIL = defineMailTemplate('price-alert', (data: { symbol: string }, env) => ({
 *     subject: `${data.symbol} reached your price`, paragraphs: [...], action: { label: 'Open the chart', url: `${env.publicUrl}/dashboard` },
 *   }));
 *   await notify(ctx, userId, PRICE_ALERT_MAIL, { symbol: 'EURUSD' });
 */
export function defineMailTemplate<Data>(name: string, render: MailTemplate<Data>): { name: string; render: MailTemplate<Data> } {
  if (templates.has(name)) throw new Error(`mail template ${name} is defined twice`);
  templates.set(name, render as MailTemplate<never>);
  return { name, render };
}

export type MailTemplateRef<Data> = ReturnType<typeof defineMailTemplate<Data>>;
