import { queryOptions, useQuery } from '@tanstack/react-query';
import { myReferralSchema, type MyReferral } from '@platform/shared/referral';
import { api } from '../../../lib/api-client.ts';

/** GET /api/refer/my: the trader's code and totals. */
export async function getMyReferral(signal?: AbortSignal): Promise<MyReferral> {
  return myReferralSchema.parse(await api.get('/refer/my', signal));
}

export const myReferralQueryOptions = () => queryOptions({ queryKey: ['referral', 'my'], queryFn: ({ signal }) => getMyReferral(signal) });

export function useMyReferral() {
  return useQuery(myReferralQueryOptions());
}
