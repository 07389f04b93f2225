import { useOrders } from '../../api/get-orders.ts';
import { OpenPositionsTable } from '../orders/open-positions-table.tsx';
import './trades-area.css';

/** The dashboard's bottom area: open positions, live; refetched after every trade and order event. */
export function TradesArea() {
  const open = useOrders('open').data;
  return (
    <section className="trades-area" aria-label="Open trades">
      <header className="trades-area__header">
        <h2>Open Trades</h2>
        <span className="trades-area__count">{open?.length ?? 0}</span>
      </header>
      <OpenPositionsTable compact />
    </section>
  );
}
