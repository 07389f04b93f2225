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

export async function saveAnswer(trx: Db, userId: number, key: string, answer: StoredAnswer, now: number): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: answer.requestHash,
      status_code: answer.statusCode,
      response_body: JSON.stringify(answer.body),
      created_at: now,
    })
    .execute();
}
