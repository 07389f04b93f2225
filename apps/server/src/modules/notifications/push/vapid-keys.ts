import webPush from 'web-push';
import type { Db } from '../../../db/database.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: made on first use and kept in the database, so every instance signs
 * with the same key and browsers' subscriptions survive restarts. Two instances racing at the first
 * use both insert row 1; the loser reads the winner's.
 */
export async function vapidKeys(db: Db, nowMs: number): Promise<VapidKeys> {
  const existing = await readKeys(db);
  if (existing) return existing;
  const made = webPush.generateVAPIDKeys();
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: nowMs })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await readKeys(db))!;
}

async function readKeys(db: Db): Promise<VapidKeys | null> {
  const row = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
  return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
}
