import type { OrderSide } from '@platform/shared/orders';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { BidAsk } from '@platform/shared/quote';
import { formatPrice } from '../../../lib/format.ts';

interface OrderBarProps {
  quote: BidAsk | undefined;
  digits: number;
  placing: boolean;
  onPlace: (side: OrderSide) => void;
}

/** The fixed bottom bar: SELL at the bid and BUY at the ask, both off while a placement is in flight. */
export function OrderBar({ quote, digits, placing, onPlace }: OrderBarProps) {
  const { t } = useTranslation();
  return (
    <div className="mobile-order-bar">
      <button type="button" className="mobile-order mobile-order--sell" disabled={placing || !quote} onClick={() => onPlace('sell')}>
        <span>{t('mobile.sell')}</span>
        <strong>{formatPrice(quote?.bid, digits)}</strong>
      </button>
      <button type="button" className="mobile-order mobile-order--buy" disabled={placing || !quote} onClick={() => onPlace('buy')}>
        <span>{t('mobile.buy')}</span>
        <strong>{formatPrice(quote?.ask, digits)}</strong>
      </button>
    </div>
  );
}
