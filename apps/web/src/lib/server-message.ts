// The server's and the shared schemas' messages are English (the spec's texts). A screen in another
// language shows them through the catalogue: found by their English text, else by the error's code.
// The catalogue's `messages` part loads with any language but English (i18n/load-catalogue.ts).
import { isErrorCode } from '@platform/shared/error-codes';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n/i18n.ts';

type Tree = { [key: string]: string | Tree };
interface Known {
  key: string;
  pattern: RegExp | null;
}

interface Index {
  byText: Map<string, Known>;
  patterns: Known[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let index: Index | null = null;

/** The English messages by text, and their patterns with placeholders; built on the first use in another language. */
function messageIndex(): Index {
  if (index) return index;
  const built: Index = { byText: new Map(), patterns: [] };
  (function walk(tree: Tree, prefix: string) {
    for (const [name, value] of Object.entries(tree)) {
      const key = `${prefix}.${name}`;
      if (name === 'codes' || name === 'words') continue;
      if (typeof value !== 'string') walk(value, key);
      else if (!value.includes('{{')) built.byText.set(value, { key, pattern: null });
      else {
        const source = escape(value).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>.+?)');
        built.patterns.push({ key, pattern: new RegExp(`^${source}$`, 'u') });
      }
    }
  })((i18n.getResourceBundle('en', 'translation') as { messages?: Tree } | undefined)?.messages ?? {}, 'messages');
  // Not kept while the messages have not loaded (they always have once another language shows).
  if (built.byText.size) index = built;
  return built;
}

/** Keys found at run time: the catalogue's own typing cannot follow them. */
const translate = (key: string, values: Record<string, string> = {}) => (i18n.t as (key: string, values: object) => string)(key, values);

/** A message's placeholder values, a known word of its placeholder (`{{day}}`: Monday) in the chosen language. */
function localValues(values: Record<string, string>): Record<string, string> {
  const local: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const word = `messages.words.${name}.${value}`;
    local[name] = i18n.exists(word) ? translate(word) : value;
  }
  return local;
}

/** A message the server or a shared schema wrote, in the chosen language; an unknown text as it is. */
export function localMessage(english: string): string {
  if (i18n.language === 'en') return english;
  const { byText, patterns } = messageIndex();
  const exact = byText.get(english);
  if (exact) return translate(exact.key);
  for (const { key, pattern } of patterns) {
    const match = pattern!.exec(english);
    if (match) return translate(key, localValues(match.groups ?? {}));
  }
  return english;
}

/** The text a known error code stands for in the chosen language, when the message itself is not known. */
function codeText(code: unknown): string | null {
  return isErrorCode(code) ? translate(`messages.codes.${code}`) : null;
}

/**
 * The server's message when it sent one, else the screen's own fallback (spec §8). In English the
 * server's words as they are; in another language its known message, else what its code means.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || typeof error.body.message !== 'string' || !error.body.message.trim()) {
    return localMessage(fallback);
  }
  const message = error.body.message;
  if (i18n.language === 'en') return message;
  const local = localMessage(message);
  if (local !== message) return local;
  return codeText(error.body.code) ?? localMessage(fallback);
}

/** The first field message of a failed call's body, in the chosen language. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors || typeof error.body.errors !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.body.errors)) {
    const first: unknown = Array.isArray(list) ? list[0] : undefined;
    if (typeof first === 'string') result[field] = localMessage(first);
  }
  return result;
}
