import type { MonthlyTotals } from '@platform/shared/banking';
import { MonthlyTotalsTable } from '../../../components/banking/monthly-totals.tsx';
import { useMyTotals } from '../api/get-my-totals.ts';

/** The trader's own monthly totals of one type, once loaded (a failed load shows nothing extra). */
export function MyMonthlyTotals({ type }: { type: MonthlyTotals['type'] }) {
  const totals = useMyTotals();
  return totals.data ? <MonthlyTotalsTable totals={totals.data} only={type} /> : null;
}
