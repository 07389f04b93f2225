import { z } from 'zod';

/** `GET /api/refer/my`; total_reward in USD. */
export const myReferralSchema = z.object({
  code: z.string(),
  referred_count: z.number().int(),
  total_reward: z.number(),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

/** One trader who signed up with the code; reward_amount is 0 until their first deposit is approved. */
export const referralHistoryRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  referred_name: z.string(),
  referred_email: z.string(),
  reward_amount: z.number(),
});
export type ReferralHistoryRow = z.infer<typeof referralHistoryRowSchema>;
export const referralHistorySchema = z.array(referralHistoryRowSchema);

/** The sign-up address plus ?ref={code} (spec §9). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/register?ref=${encodeURIComponent(code)}`;
}

export const REFERRAL_MESSAGES = {
  copied: 'Referral link copied!',
  copyFailed: 'Could not copy link.',
  loadFailed: 'Unable to load referral info.',
} as const;
