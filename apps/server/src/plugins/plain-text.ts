import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** C0 controls and DEL, except tab, line feed and carriage return (which free text may hold). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters (such as NUL) from this text.';

/** The path of the first string (or key) holding a control character, or null when there is none. */
export function controlCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return path || 'body';
    const found = controlCharacterAt(inner, here);
    if (found) return found;
  }
  return null;
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
  app.addHook('preValidation', async (request) => {
    // The SPA's pages and files answer no JSON: a stray query there is the browser's business.
    if (!request.url.startsWith('/api/')) return;
    refuseControlCharacters(request.params);
    refuseControlCharacters(request.query);
    refuseControlCharacters(request.body);
  });
}
