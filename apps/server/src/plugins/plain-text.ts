import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** C0 controls and DEL, except tab, line feed and carriage return (which free text may hold). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters (such as NUL) from this text.';

/**
 * Where a control character sits, relative to `value`: null when nowhere, '' when in `value` itself
 * (a string, or one of its keys), else the key path to it. One walk; a path string is only built on
 * the way back from a find (every API call passes here).
 */
function controlCharacterPath(value: unknown): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? '' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (CONTROL.test(key)) return '';
    const inner = controlCharacterPath((value as Record<string, unknown>)[key]);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

/** The path of the first string (or key) holding a control character ('body' for the value itself), or null when there is none. */
export function controlCharacterAt(value: unknown): string | null {
  const path = controlCharacterPath(value);
  return path === '' ? 'body' : path;
}

export function refuseControlCharacters(value: unknown): void {
  const field = controlCharacterAt(value);
  if (field) throw AppError.validation({ [field]: [CONTROL_CHARACTERS_MESSAGE] });
}

/**
 * No request carries control characters into the platform: PostgreSQL refuses NUL in text (a 500
 * otherwise), and nothing a trader or staff member types needs them. One 422 for every route, on
 * both databases, before any schema or service sees the text (multipart fields: read-multipart).
 */
export function registerPlainText(app: FastifyInstance): void {
  // A callback hook, not an async one: every API call passes here, and a promise per call is not free.
  app.addHook('preValidation', (request, _reply, done) => {
    // The SPA's pages and files answer no JSON: a stray query there is the browser's business.
    if (!request.url.startsWith('/api/')) return done();
    try {
      refuseControlCharacters(request.params);
      refuseControlCharacters(request.query);
      refuseControlCharacters(request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
