// const { data: me } = useMe(); — the signed-in trader (GET /api/me), cached under ['me'].
// Anything that changes the user (profile update, switch to live) invalidates ['me'].
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@platform/shared/user';
import { api } from './api-client.ts';
import { tokenStore } from './token-store.ts';

export const meQueryKey = ['me'] as const;

/** Typed by the shared contract (`meSchema`), not parsed: every first view needs the user, none the validators. */
export const fetchMe = (signal?: AbortSignal): Promise<Me> => api.get<Me>('/me', signal);

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000, enabled: Boolean(tokenStore.get()) });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Anything not live counts as demo (spec §6). */
export const isLiveAccount = (me: Pick<Me, 'account_type'> | undefined) => me?.account_type === 'live';
