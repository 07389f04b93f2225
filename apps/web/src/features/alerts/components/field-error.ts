import { ApiError } from '../../../lib/api-client.ts';

/** The server's first message for one field of a 422, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const errors = error.body.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[] | undefined>)[field]?.[0] : undefined;
}
