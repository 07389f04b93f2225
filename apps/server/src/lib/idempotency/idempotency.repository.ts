import type { Db } from '../../db/database.ts';
import { answerJson, bodyFromJson } from './answer-json.ts';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/** The stored answers of these (trader, key) pairs, in one query; keyed `${userId}:${key}`. */
export async function findAnswers(db: Db, slots: Array<{ userId: number; key: string }>): Promise<Map<string, StoredAnswer>> {
  const rows = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where((eb) => eb.or(slots.map(({ userId, key }) => eb.and([eb('user_id', '=', userId), eb('key', '=', key)]))))
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.user_id}:${row.key}`,
      { requestHash: row.request_hash, statusCode: row.status_code, body: bodyFromJson(row.response_body) },
    ]),
  );
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
    response_body: answerJson(answer.body),
    created_at: answer.createdAt,
  }));

export async function saveAnswers(trx: Db, answers: KeptAnswer[]): Promise<void> {
  if (answers.length > 0) await trx.insertInto('idempotency_keys').values(answerRows(answers)).execute();
}

export async function saveAnswer(trx: Db, userId: number, key: string, answer: StoredAnswer, now: number): Promise<void> {
  await saveAnswers(trx, [{ ...answer, userId, key, createdAt: now }]);
}
