import type { OrderSide } from '@platform/shared/orders';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { BidAsk } from '@platform/shared/quote';
import { formatPrice } from '../../../../lib/format.ts';

interface SidePickerProps {
  side: OrderSide | null;
  onSide: (side: OrderSide) => void;
  quote: BidAsk | undefined;
  digits: number;
}

/** Sell at the bid or buy at the ask; nothing is chosen until the trader picks (spec §4). */
export function SidePicker({ side, onSide, quote, digits }: SidePickerProps) {
  const { t } = useTranslation();
  return (
    <div className="tp-sides" role="radiogroup" aria-label={t('trading.panel.side')}>
      {(['sell', 'buy'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={side === option}
          className={`tp-side tp-side--${option}`}
          onClick={() => onSide(option)}
        >
          <span className="tp-side__name">{t(`trading.side.${option}`)}</span>
          <span className="tp-side__price">{formatPrice(option === 'sell' ? quote?.bid : quote?.ask, digits)}</span>
        </button>
      ))}
    </div>
  );
}
