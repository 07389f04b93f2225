import type { TradeForm } from '../../hooks/use-trade-form.ts';
import { Toggle } from './toggle.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';

/** A server-side trailing stop from the ticket: the SL starts this many pips behind the price and follows it. */
export function TrailingField({ form }: { form: TradeForm }) {
  const { t } = useTranslation();
  const { trailing } = form;
  return (
    <div className="tp-stop">
      <Toggle
        label={t('trading.riskTools.trailingStop')}
        checked={trailing.on}
        disabled={form.side === null}
        onChange={(on) => form.setTrailing({ on })}
      />
      {trailing.on && form.side !== null && (
        <div className="tp-stop__inputs">
          <label className="tp-mini">
            <span>{t('trading.panel.trailingDistance')}</span>
            <input
              type="number"
              min={1}
              step={1}
              inputMode="decimal"
              aria-label={t('trading.panel.trailingPips')}
              value={trailing.pipsText ?? String(trailing.pips)}
              onChange={(event) => form.setTrailing({ pipsText: event.target.value })}
            />
          </label>
        </div>
      )}
    </div>
  );
}
