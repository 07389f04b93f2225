import type { Db } from '../../db/database.ts';
import { requestHash, type Answer, type IdempotencyScope } from './idempotency.ts';
import { findAnswers } from './idempotency.repository.ts';

/**
 * The answer kept for this very request under its Idempotency-Key, or undefined. For calls whose
 * checks cannot run twice (a two-factor code is spent by its first use): a retry after a timeout
 * gets the first answer before anything is checked again.
 */
export async function keptAnswer(db: Db, scope: IdempotencyScope): Promise<Answer | undefined> {
  const { userId, key } = scope;
  if (!key || key.length > 200) return undefined;
  const stored = (await findAnswers(db, [{ userId, key }])).get(`${userId}:${key}`);
  if (!stored || stored.requestHash !== requestHash(scope.request)) return undefined;
  return { statusCode: stored.statusCode, body: stored.body };
}
