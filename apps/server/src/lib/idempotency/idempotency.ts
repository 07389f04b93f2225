import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { findAnswers, saveAnswer, type KeptAnswer, type StoredAnswer } from './idempotency.repository.ts';

export interface Answer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyScope {
  userId: number;
  key: string | undefined;
  request: unknown;
}

/** Stores the answer inside the caller's transaction. */
export type Remember = (trx: Db, answer: Answer) => Promise<void>;
/** The answer as a row for the engine's writer, which stores it with the result's effects. */
export type KeepAnswer = (answer: Answer) => KeptAnswer;

/**
 * Runs `execute` once per (trader, Idempotency-Key): a retry gets the first answer back, a
 * concurrent retry waits for it. `execute` gets a `remember` to store the answer inside its own
 * transaction, so the answer and the money move together, or `keep` to hand it to the engine's
 * writer as a row (both undefined without a key).
 */
export function createIdempotency(db: Db, now: () => number) {
  const running = new Map<string, Promise<Answer>>();
  const findAnswer = batchedLookup(db);
  return async function idempotent(
    scope: IdempotencyScope,
    execute: (remember: Remember | undefined, keep: KeepAnswer | undefined) => Promise<Answer>,
  ): Promise<Answer> {
    const { key, userId } = scope;
    if (!key) return execute(undefined, undefined);
    if (key.length > 200) throw AppError.validation({ 'Idempotency-Key': ['Idempotency-Key must be at most 200 characters.'] });
    const hash = requestHash(scope.request);
    const slot = `${userId}:${key}`;
    const current = running.get(slot);
    if (current) return current;
    const run = (async () => {
      const stored = await findAnswer(userId, key);
      if (stored) {
        if (stored.requestHash !== hash)
          throw new AppError('IDEMPOTENCY_CONFLICT', 422, 'This Idempotency-Key was already used for a different request.');
        return { statusCode: stored.statusCode, body: stored.body };
      }
      return execute(
        (trx, answer) => saveAnswer(trx, userId, key, { requestHash: hash, ...answer }, now()),
        (answer) => ({ userId, key, requestHash: hash, ...answer, createdAt: now() }),
      );
    })();
    running.set(slot, run);
    try {
      return await run;
    } finally {
      running.delete(slot);
    }
  };
}

/** The fingerprint of a request as sent: a retry under the same key must repeat it exactly. */
export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');
}

/** Most (trader, key) pairs one lookup query asks for. */
const LOOKUPS_PER_QUERY = 100;

/**
 * Looks stored answers up for every keyed call of one event-loop turn in one query (the orders of
 * all requests that arrived together), instead of a round trip per order.
 */
function batchedLookup(db: Db) {
  let waiting: Array<{
    userId: number;
    key: string;
    resolve: (answer: StoredAnswer | undefined) => void;
    reject: (error: unknown) => void;
  }> = [];
  async function lookUpWaiting(): Promise<void> {
    const batch = waiting;
    waiting = [];
    for (let i = 0; i < batch.length; i += LOOKUPS_PER_QUERY) {
      const part = batch.slice(i, i + LOOKUPS_PER_QUERY);
      try {
        const found = await findAnswers(db, part);
        for (const lookup of part) lookup.resolve(found.get(`${lookup.userId}:${lookup.key}`));
      } catch (error) {
        for (const lookup of part) lookup.reject(error);
      }
    }
  }
  return (userId: number, key: string) =>
    new Promise<StoredAnswer | undefined>((resolve, reject) => {
      if (waiting.push({ userId, key, resolve, reject }) === 1) setImmediate(() => void lookUpWaiting());
    });
}

export type Idempotent = ReturnType<typeof createIdempotency>;
