// The referral module's public face: other modules import it through this file only (the lint says so).
export { recordReferralReward } from './referral-reward.ts';
export { loadReferralFacts } from './referral-facts.ts';
export { referralRewardDue } from './referral-qualification.ts';
