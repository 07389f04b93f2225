import type { Db } from '../../db/database.ts';
import { postLedgerEntry } from '../ledger/ledger.repository.ts';

/**
 * Inside the transaction approving a deposit: when it is the referred trader's first approved
 * deposit, credit their referrer `rewardCents` by a 'referral_reward' ledger entry. The unique
 * referred_id makes a second payment impossible even when two deposits are approved at once.
 * Returns the referrer paid, or null.
 */
export async function payReferralReward(
  trx: Db,
  input: { referredId: number; depositId: number; rewardCents: number; approvedDepositsSoFar: number; now: number },
): Promise<number | null> {
  if (input.rewardCents <= 0 || input.approvedDepositsSoFar !== 1) return null;
  const referred = await trx.selectFrom('users').select(['referred_by', 'email']).where('id', '=', input.referredId).executeTakeFirst();
  const referrerId = referred?.referred_by ?? null;
  if (referrerId === null || referrerId === input.referredId) return null;
  const inserted = await trx
    .insertInto('referral_rewards')
    .values({
      referrer_id: referrerId,
      referred_id: input.referredId,
      deposit_id: input.depositId,
      amount_cents: input.rewardCents,
      created_at: input.now,
    })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await postLedgerEntry(
    trx,
    {
      userId: referrerId,
      kind: 'referral_reward',
      amountCents: input.rewardCents,
      refType: 'referral_reward',
      refId: inserted.id,
      note: `Referral reward: first deposit of ${referred!.email}`,
    },
    input.now,
  );
  return referrerId;
}
