import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** The server's message (or its first field error) for a failed back-office call. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return "We couldn't reach the server. Please try again.";
  if (error instanceof ApiError) {
    const fields = error.body.errors ? Object.values(error.body.errors).flat() : [];
    return fields[0] ?? error.message;
  }
  return 'Something went wrong. Please try again.';
}
