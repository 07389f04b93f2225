import { AlertDialog } from '../../../features/alerts/components/alert-dialog.tsx';
import { useQuote } from '../../../features/trading/hooks/use-quote.ts';

/** The price-alert dialog with the live bid: only it re-renders at each tick, not the screen around it. */
export function LiveAlertDialog({ symbol, digits }: { symbol: string; digits: number }) {
  const quote = useQuote(symbol);
  return <AlertDialog symbol={symbol} bid={quote?.bid} digits={digits} />;
}
