import type { StopKind } from '../../lib/stops.ts';
import type { TradeForm } from '../../hooks/use-trade-form.ts';
import { Toggle } from './toggle.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';

interface StopFieldProps {
  form: TradeForm;
  kind: StopKind;
  digits: number;
}

/** Stop loss or take profit: pips and price stay linked; usable once a side is chosen. */
export function StopField({ form, kind, digits }: StopFieldProps) {
  const field = form.stops[kind];
  const { t } = useTranslation();
  const name = kind === 'sl' ? t('trading.stops.stopLoss') : t('trading.stops.takeProfit');
  const price = form.stopPrice(kind);
  const priceValue = field.priceText ?? (price === undefined ? '' : price.toFixed(digits));
  return (
    <div className="tp-stop">
      <Toggle label={name} checked={field.on} disabled={form.side === null} onChange={(on) => form.setStopOn(kind, on)} />
      {field.on && form.side !== null && (
        <div className="tp-stop__inputs">
          <label className="tp-mini">
            <span>{t('trading.stops.pips')}</span>
            <input
              type="number"
              min={0}
              step={1}
              inputMode="decimal"
              aria-label={t('trading.stops.pipsOf', { name })}
              value={form.pipsOf(kind)}
              onChange={(event) => form.setStopPips(kind, Number(event.target.value))}
            />
          </label>
          <label className="tp-mini">
            <span>{t('trading.stops.price')}</span>
            <input
              type="number"
              step={10 ** -digits}
              inputMode="decimal"
              aria-label={t('trading.stops.priceOf', { name })}
              value={priceValue}
              onChange={(event) => form.setStopPriceText(kind, event.target.value)}
              onBlur={() => form.commitStopPrice(kind)}
            />
          </label>
        </div>
      )}
    </div>
  );
}
