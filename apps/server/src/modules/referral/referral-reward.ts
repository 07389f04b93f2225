import type { Db } from '../../db/database.ts';

/**
 * Inside the transaction paying a referrer (the engine applies the 'referral_reward' once, by its id
 * `referral:{referred}`): records which deposit earned it. The unique referred_id is a second guard.
 */
export async function recordReferralReward(
  trx: Db,
  input: { referrerId: number; referredId: number; depositId: number; rewardCents: number; now: number },
): Promise<void> {
  await trx
    .insertInto('referral_rewards')
    .values({
      referrer_id: input.referrerId,
      referred_id: input.referredId,
      deposit_id: input.depositId,
      amount_cents: input.rewardCents,
      created_at: input.now,
    })
    .execute();
}
