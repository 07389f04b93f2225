// The referral module's public face: other modules import it through this file only (the lint says so).
export { recordReferralReward } from './referral-reward.ts';
