import { NetworkError } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';

/** The server's message, the network text when nothing answered, else the fallback (spec §8). */
export function failureText(error: unknown, fallback: string, networkText = 'Network error'): string {
  if (error instanceof NetworkError) return networkText;
  return serverMessageOr(error, fallback);
}
