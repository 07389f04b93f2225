import type { AccountRef } from '../accounts/public.ts';
import type { IdempotencyScope } from '../../lib/idempotency/idempotency.ts';

/**
 * An Idempotency-Key is the trader's; the request it answers names its account, so the same key
 * and body sent for another account is a different request (a 422), never the first one's answer.
 */
export function scopeOf(account: AccountRef, key: string | null, request: unknown): IdempotencyScope {
  return { userId: account.userId, key: key ?? undefined, request: { account: account.accountId, request } };
}
