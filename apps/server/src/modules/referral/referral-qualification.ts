/** What decides a referral reward, as plain data (gathered by referral-facts.ts, or written by a test). */
export interface ReferralFacts {
  /** The referred person (a user: one reward per person, however many accounts they hold). */
  referredId: number;
  referrerId: number | null;
  /** Every approved deposit of the referred person so far, this one included. */
  approvedDepositsCents: number;
  kycApproved: boolean;
  /** The referred person has opened at least one position. */
  hasTraded: boolean;
  /** A reward for this person was paid already. */
  alreadyRewarded: boolean;
}

/** The broker's terms (settings): the reward and the deposits that qualify for it. */
export interface ReferralTerms {
  rewardCents: number;
  minimumDepositCents: number;
}

export type ReferralVerdict =
  | { due: true; rewardCents: number; referrerId: number }
  | { due: false; reason: 'no-reward' | 'no-referrer' | 'self-referral' | 'already-rewarded' | 'deposit-below-minimum' | 'not-active-yet' };

/**
 * Whether the referrer earns the reward now, and if not why: a reward is configured, the person was
 * referred by someone else, was not rewarded before, has deposited at least the minimum in
 * approved deposits, and shows real activity as brokers require (KYC approved or a position opened).
 */
export function referralRewardDue(facts: ReferralFacts, terms: ReferralTerms): ReferralVerdict {
  if (terms.rewardCents <= 0) return { due: false, reason: 'no-reward' };
  if (facts.referrerId === null) return { due: false, reason: 'no-referrer' };
  if (facts.referrerId === facts.referredId) return { due: false, reason: 'self-referral' };
  if (facts.alreadyRewarded) return { due: false, reason: 'already-rewarded' };
  if (facts.approvedDepositsCents < Math.max(terms.minimumDepositCents, 1)) return { due: false, reason: 'deposit-below-minimum' };
  if (!facts.kycApproved && !facts.hasTraded) return { due: false, reason: 'not-active-yet' };
  return { due: true, rewardCents: terms.rewardCents, referrerId: facts.referrerId };
}
