import type { Db } from '../../db/database.ts';
import { findUserById } from '../auth/public.ts';
import { hasApprovedKyc } from '../kyc/public.ts';
import type { ReferralFacts } from './referral-qualification.ts';

/** The facts referralRewardDue decides on, read from storage; `rewarded` tells whether the reward's engine command ran before. */
export async function loadReferralFacts(db: Db, referredId: number, rewarded: boolean): Promise<ReferralFacts> {
  const referred = await findUserById(db, referredId);
  const deposits = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('total'))
    .where('user_id', '=', referredId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const traded = await db
    .selectFrom('orders')
    .select('id')
    // Orders are indexed by their trading account: any of the trader's accounts counts.
    .where('account_id', 'in', (eb) => eb.selectFrom('accounts').select('id').where('user_id', '=', referredId))
    .where('opened_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  const reward = await db.selectFrom('referral_rewards').select('id').where('referred_id', '=', referredId).executeTakeFirst();
  return {
    referredId,
    referrerId: referred?.referredBy ?? null,
    approvedDepositsCents: Number(deposits.total),
    kycApproved: await hasApprovedKyc(db, referredId),
    hasTraded: traded !== undefined,
    alreadyRewarded: rewarded || reward !== undefined,
  };
}
