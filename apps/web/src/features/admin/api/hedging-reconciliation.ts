// GET /api/admin/hedging/reconciliation?day= — one UTC day's coverage against the LP's reports (a past day's as kept);
// POST builds a past day again and keeps it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reconciliationSchema } from '@platform/shared/hedging';
import { adminApi, queryString } from './admin-request.ts';

const reconciliationKey = (day: string) => ['admin', 'hedging', 'reconciliation', day] as const;

export function useReconciliation(day: string) {
  return useQuery({
    queryKey: reconciliationKey(day),
    queryFn: async ({ signal }) =>
      reconciliationSchema.parse(await adminApi.get<unknown>(`/admin/hedging/reconciliation${queryString({ day })}`, signal)),
    enabled: day !== '',
  });
}

export function useRerunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (day: string) => reconciliationSchema.parse(await adminApi.post<unknown>('/admin/hedging/reconciliation', { day })),
    onSuccess: (report) => client.setQueryData(reconciliationKey(report.day), report),
  });
}
