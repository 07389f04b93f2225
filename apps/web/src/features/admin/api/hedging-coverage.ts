// GET /api/admin/hedging/coverage — the coverage book per symbol, then kept live by the staff socket's
// 'hedging-coverage' (the hedge leader values it after each change and every second while it holds positions).
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { coverageSchema } from '@platform/shared/hedging';
import { socketClient } from '../../../lib/socket-client.ts';
import { adminApi } from './admin-request.ts';
import { hedgeOrdersKey } from './hedging-orders.ts';

export const hedgeCoverageKey = ['admin', 'hedging', 'coverage'] as const;

/** Pushes arrive every second while positions are held: the orders list is read again at most this often. */
const ORDERS_REFRESH_MS = 2_000;

export function useHedgeCoverage() {
  const client = useQueryClient();
  useEffect(() => socketClient.on('hedging-coverage', (coverage) => client.setQueryData(hedgeCoverageKey, coverage)), [client]);
  return useQuery({
    queryKey: hedgeCoverageKey,
    queryFn: async ({ signal }) => coverageSchema.parse(await adminApi.get<unknown>('/admin/hedging/coverage', signal)),
  });
}

/**
 * Keeps the orders at the LP live without polling: a coverage push whose working or covered
 * volumes moved means an order was sent or reported on; the list is read again, at most once per
 * ORDERS_REFRESH_MS.
 */
export function useLiveHedgeOrders() {
  const client = useQueryClient();
  useEffect(() => {
    let last = 0;
    let seen = '';
    let pending: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      last = Date.now();
      pending = null;
      void client.invalidateQueries({ queryKey: hedgeOrdersKey });
    };
    const off = socketClient.on('hedging-coverage', (coverage) => {
      const volumes = coverage.symbols.map((row) => `${row.symbol}:${row.covered_net}:${row.working}`).join('|');
      if (volumes === seen) return;
      const first = seen === '';
      seen = volumes;
      if (first || pending) return;
      const wait = last + ORDERS_REFRESH_MS - Date.now();
      if (wait <= 0) refresh();
      else pending = setTimeout(refresh, wait);
    });
    return () => {
      off();
      if (pending) clearTimeout(pending);
    };
  }, [client]);
}
