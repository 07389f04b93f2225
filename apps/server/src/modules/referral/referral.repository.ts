import type { Db } from '../../db/database.ts';

/** A trader who signed up with a referrer's code, and the reward they earned the referrer (null: none yet). */
export interface ReferredTrader {
  id: number;
  name: string;
  email: string;
  createdAt: number;
  rewardCents: number | null;
}

/** Traders who signed up with this referrer's code, newest first, with the reward each earned. */
export async function listReferred(db: Db, referrerId: number, limit?: number): Promise<ReferredTrader[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('referral_rewards', 'referral_rewards.referred_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.created_at', 'referral_rewards.amount_cents'])
    .where('users.referred_by', '=', referrerId)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')

    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, createdAt: row.created_at, rewardCents: row.amount_cents }));
}

export async function referralTotals(db: Db, referrerId: number): Promise<{ referredCount: number; totalRewardCents: number }> {
  const referred = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referred_by', '=', referrerId)
    .executeTakeFirstOrThrow();
  const rewards = await db
    .selectFrom('referral_rewards')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { referredCount: Number(referred.n), totalRewardCents: Number(rewards.total) };
}
