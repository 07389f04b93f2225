import type { OrderSide } from '@platform/shared/orders';
import { formatPrice } from '../../lib/format.ts';
import type { Quote } from '../../lib/usd-rate.ts';

interface SidePickerProps {
  side: OrderSide | null;
  onSide: (side: OrderSide) => void;
  quote: Quote | undefined;
  digits: number;
}

/** Sell at the bid or buy at the ask; nothing is chosen until the trader picks (spec §4). */
export function SidePicker({ side, onSide, quote, digits }: SidePickerProps) {
  return (
    <div className="tp-sides" role="radiogroup" aria-label="Side">
      {(['sell', 'buy'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={side === option}
          className={`tp-side tp-side--${option}`}
          onClick={() => onSide(option)}
        >
          <span className="tp-side__name">{option === 'sell' ? 'Sell' : 'Buy'}</span>
          <span className="tp-side__price">{formatPrice(option === 'sell' ? quote?.bid : quote?.ask, digits)}</span>
        </button>
      ))}
    </div>
  );
}
