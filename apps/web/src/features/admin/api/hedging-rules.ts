// GET, POST /api/admin/hedging/rules, PUT and DELETE /api/admin/hedging/rules/{id} — the dealer's routing rules (audited).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hedgeRuleListSchema, hedgeRuleSchema, type HedgeRuleRequest } from '@platform/shared/hedging';
import { okSchema } from '@platform/shared/answers';
import { adminApi } from './admin-request.ts';

export const hedgeRulesKey = ['admin', 'hedging', 'rules'] as const;

export function useHedgeRules() {
  return useQuery({
    queryKey: hedgeRulesKey,
    queryFn: async ({ signal }) => hedgeRuleListSchema.parse(await adminApi.get<unknown>('/admin/hedging/rules', signal)),
  });
}

/** Adds a rule (`id` null) or replaces one. */
export function useSaveHedgeRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, rule }: { id: number | null; rule: HedgeRuleRequest }) =>
      hedgeRuleSchema.parse(
        id === null
          ? await adminApi.post<unknown>('/admin/hedging/rules', rule)
          : await adminApi.put<unknown>(`/admin/hedging/rules/${id}`, rule),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: hedgeRulesKey }),
  });
}

export function useDeleteHedgeRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => okSchema.parse(await adminApi.delete<unknown>(`/admin/hedging/rules/${id}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: hedgeRulesKey }),
  });
}
