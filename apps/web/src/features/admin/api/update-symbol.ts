// PATCH /api/admin/symbols/{symbol} — applies at once for every trader.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SymbolChanges, SymbolSpec } from '@platform/shared/symbols';
import { adminApi } from './admin-request.ts';
import { symbolSheetKey } from './symbol-sheet.ts';

export function useUpdateSymbol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ symbol, changes }: { symbol: string; changes: SymbolChanges }) =>
      adminApi.patch<SymbolSpec>(`/admin/symbols/${encodeURIComponent(symbol)}`, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: symbolSheetKey }),
  });
}
