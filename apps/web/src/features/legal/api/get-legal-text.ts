import { useQuery } from '@tanstack/react-query';
import { legalTextSchema, type LegalPage } from '@platform/shared/security';
import { api } from '../../../lib/api-client.ts';

/** GET /api/legal/{terms|privacy}: the text the operator keeps in the back office. */
export function useLegalText(page: LegalPage) {
  return useQuery({
    queryKey: ['legal', page],
    queryFn: async ({ signal }) => legalTextSchema.parse(await api.get<unknown>(`/legal/${page}`, signal)),
  });
}
