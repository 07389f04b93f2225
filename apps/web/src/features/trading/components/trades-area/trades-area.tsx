import { useOrders } from '../../api/get-orders.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { OpenPositionsTable } from '../orders/open-positions-table.tsx';
import './trades-area.css';

/** The dashboard's bottom area: open positions, live; refetched after every trade and order event. */
export function TradesArea() {
  const { t } = useTranslation();
  const open = useOrders('open').data;
  return (
    <section className="trades-area" aria-label={t('trading.tables.openTrades')}>
      <header className="trades-area__header">
        <h2>{t('trading.tables.openTradesHeading')}</h2>
        <span className="trades-area__count">{open?.length ?? 0}</span>
      </header>
      <OpenPositionsTable compact />
    </section>
  );
}
