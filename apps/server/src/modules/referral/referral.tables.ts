import type { Id } from '../../db/column-types.ts';

export interface ReferralRewardsTable {
  id: Id;
  referrer_id: number;
  referred_id: number;
  deposit_id: number;
  amount_cents: number;
  created_at: number;
}
