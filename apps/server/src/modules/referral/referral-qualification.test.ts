import { describe, expect, it } from 'vitest';
import { referralRewardDue, type ReferralFacts } from './referral-qualification.ts';

const terms = { rewardCents: 25_00, minimumDepositCents: 100_00 };
const qualified: ReferralFacts = {
  referredId: 2,
  referrerId: 1,
  approvedDepositsCents: 100_00,
  kycApproved: true,
  hasTraded: false,
  alreadyRewarded: false,
};

describe('referralRewardDue', () => {
  it('a referred person, when deposits reach the minimum and KYC is approved, then the reward is due to the referrer', () => {
    expect(referralRewardDue(qualified, terms)).toEqual({ due: true, rewardCents: 25_00, referrerId: 1 });
  });

  it('a referred person, when they traded instead of passing KYC, then the reward is due too', () => {
    expect(referralRewardDue({ ...qualified, kycApproved: false, hasTraded: true }, terms).due).toBe(true);
  });

  it.each([
    ['no-reward', qualified, { ...terms, rewardCents: 0 }],
    ['no-referrer', { ...qualified, referrerId: null }, terms],
    ['self-referral', { ...qualified, referrerId: 2 }, terms],
    ['already-rewarded', { ...qualified, alreadyRewarded: true }, terms],
    ['deposit-below-minimum', { ...qualified, approvedDepositsCents: 1 }, terms],
    ['deposit-below-minimum', { ...qualified, approvedDepositsCents: 0 }, { ...terms, minimumDepositCents: 0 }],
    ['not-active-yet', { ...qualified, kycApproved: false, hasTraded: false }, terms],
  ] as const)('the reward, when %s, then it is not due and says why', (reason, facts, given) => {
    expect(referralRewardDue(facts, given)).toEqual({ due: false, reason });
  });
});
