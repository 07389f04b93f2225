import { queryOptions, useQuery } from '@tanstack/react-query';
import { myKycSchema, type MyKyc } from '@platform/shared/kyc';
import { api } from '../../../lib/api-client.ts';

export const myKycQueryKey = ['kyc', 'my'] as const;

/** GET /api/kyc/my: the latest submission, or exists=false. */
export async function getMyKyc(signal?: AbortSignal): Promise<MyKyc> {
  return myKycSchema.parse(await api.get('/kyc/my', signal));
}

export const myKycQueryOptions = () => queryOptions({ queryKey: myKycQueryKey, queryFn: ({ signal }) => getMyKyc(signal) });

export function useMyKyc() {
  return useQuery(myKycQueryOptions());
}
