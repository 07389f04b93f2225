import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { fieldMessages, serverMessageOr } from '../../../lib/server-message.ts';

/** The server's message (or its first field error) for a failed back-office call, in the chosen language. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return i18n.t('admin.errors.unreachable');
  if (error instanceof ApiError) return Object.values(fieldMessages(error))[0] ?? serverMessageOr(error, i18n.t('admin.errors.generic'));
  return i18n.t('admin.errors.generic');
}
