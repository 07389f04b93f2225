import { useQuery } from '@tanstack/react-query';
import { legalTextSchema, type LegalPage } from '@platform/shared/security';
import { api } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';

/** GET /api/legal/{terms|privacy}?language=…: the text the operator keeps in the back office, in the reader's language where there is one. */
export function useLegalText(page: LegalPage) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['legal', page, language],
    queryFn: async ({ signal }) => legalTextSchema.parse(await api.get<unknown>(`/legal/${page}?language=${language}`, signal)),
  });
}
