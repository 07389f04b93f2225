import type { Db } from '../../db/database.ts';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

export async function findAnswer(db: Db, userId: number, key: string): Promise<StoredAnswer | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) } : undefined;
}

/** An answer to keep under a trader's Idempotency-Key, as the engine's writer stores it (many per statement). */
export interface KeptAnswer extends StoredAnswer {
  userId: number;
  key: string;
  createdAt: number;
}

export const answerRows = (answers: KeptAnswer[]) =>
  answers.map((answer) => ({
    user_id: answer.userId,
    key: answer.key,
    request_hash: answer.requestHash,
    status_code: answer.statusCode,
    response_body: JSON.stringify(answer.body),
    created_at: answer.createdAt,
  }));

export async function saveAnswers(trx: Db, answers: KeptAnswer[]): Promise<void> {
  if (answers.length > 0) await trx.insertInto('idempotency_keys').values(answerRows(answers)).execute();
}

export async function saveAnswer(trx: Db, userId: number, key: string, answer: StoredAnswer, now: number): Promise<void> {
  await saveAnswers(trx, [{ ...answer, userId, key, createdAt: now }]);
}
