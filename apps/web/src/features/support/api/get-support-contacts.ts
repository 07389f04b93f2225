import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportContactsSchema, type SupportContacts } from '@platform/shared/settings';
import { api } from '../../../lib/api-client.ts';

/** GET /api/support/contacts: the messaging number, hours and email the broker configured. */
export async function getSupportContacts(signal?: AbortSignal): Promise<SupportContacts> {
  return supportContactsSchema.parse(await api.get('/support/contacts', signal));
}

export const supportContactsQueryOptions = () =>
  queryOptions({ queryKey: ['support', 'contacts'], queryFn: ({ signal }) => getSupportContacts(signal), staleTime: 10 * 60_000 });

export function useSupportContacts() {
  return useQuery(supportContactsQueryOptions());
}
