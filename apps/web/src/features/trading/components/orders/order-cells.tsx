import type { Order } from '@platform/shared/orders';
import { directionText } from '../../lib/direction-text.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatDate, formatTime } from '../../../../lib/format.ts';

/** Date over time, as dd.MM.yyyy and HH:mm:ss (spec §2). */
export function DateTimeCell({ value }: { value: string | null }) {
  return (
    <td>
      <div className="orders-table__when">
        <span>{formatDate(value)}</span>
        <span className="orders-table__muted">{formatTime(value)}</span>
      </div>
    </td>
  );
}

export function DirectionCell({ order }: { order: Order }) {
  const { t } = useTranslation();
  return <td className={`orders-table__side orders-table__side--${order.side}`}>{directionText(order, t)}</td>;
}

export function ProfitCell({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const tone = value === null || value === 0 ? '' : value > 0 ? 'orders-table__up' : 'orders-table__down';
  return <td className={`orders-table__num ${tone}`}>{value === null ? t('common.err') : value.toFixed(2)}</td>;
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="orders-table__empty">
        {text}
      </td>
    </tr>
  );
}
