import type { Db } from '../../../db/database.ts';

export interface PushSubscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Keeps a browser's subscription for its trader; the same endpoint signed in as someone else moves to them. */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: { endpoint: string; p256dh: string; auth: string },
  nowMs: number,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, created_at: nowMs })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: input.p256dh, auth: input.auth, created_at: nowMs }))
    .execute();
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** A push service said the subscription is gone (404/410). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export async function subscriptionsOf(db: Db, userId: number): Promise<PushSubscription[]> {
  const rows = await db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').limit(20).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
  }));
}
