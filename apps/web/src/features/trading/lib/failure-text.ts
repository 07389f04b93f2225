import { NetworkError } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The server's message, the network text when nothing answered, else the fallback (spec §8). */
export function failureText(error: unknown, fallback: string, networkText: string = i18n.t('trading.networkError')): string {
  if (error instanceof NetworkError) return networkText;
  return serverMessageOr(error, fallback);
}
