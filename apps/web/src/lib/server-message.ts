import { ApiError } from './api-client.ts';

/** The server's message when it sent one, else the screen's own fallback (spec §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body.message === 'string' && error.body.message.trim()) return error.body.message;
  return fallback;
}
