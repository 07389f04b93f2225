import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralHistorySchema, type ReferralHistoryRow } from '@platform/shared/referral';
import { api } from '../../../lib/api-client.ts';

/** GET /api/refer/history: the traders who signed up with the code and the reward for each. */
export async function getReferralHistory(signal?: AbortSignal): Promise<ReferralHistoryRow[]> {
  return referralHistorySchema.parse(await api.get('/refer/history', signal));
}

export const referralHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['referral', 'history'], queryFn: ({ signal }) => getReferralHistory(signal) });

export function useReferralHistory() {
  return useQuery(referralHistoryQueryOptions());
}
