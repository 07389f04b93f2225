import { LOTS_MAX, LOTS_MIN, LOTS_STEP } from '@platform/shared/order-limits';
import { stepLots } from '../../lib/lots.ts';
import type { TradeForm } from '../../hooks/use-trade-form.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';

/** Lots 0.01–100 in 0.01 steps; clamped when the field loses focus, empty resets to 0.01. */
export function LotSizeField({ form }: { form: TradeForm }) {
  const { t } = useTranslation();
  return (
    <div className="tp-field">
      <label className="tp-label" htmlFor="tp-lots">
        {t('trading.panel.lotSize')}
      </label>
      <div className="tp-stepper">
        <button
          type="button"
          aria-label={t('trading.panel.decreaseLots')}
          disabled={form.risk.on}
          onClick={() => form.setLotsText(String(stepLots(form.lots, -1)))}
        >
          −
        </button>
        <input
          id="tp-lots"
          type="number"
          inputMode="decimal"
          min={LOTS_MIN}
          max={LOTS_MAX}
          step={LOTS_STEP}
          readOnly={form.risk.on}
          value={form.risk.on ? form.lots.toFixed(2) : form.lotsText}
          onChange={(event) => form.setLotsText(event.target.value)}
          onBlur={form.commitLots}
        />
        <button
          type="button"
          aria-label={t('trading.panel.increaseLots')}
          disabled={form.risk.on}
          onClick={() => form.setLotsText(String(stepLots(form.lots, 1)))}
        >
          +
        </button>
      </div>
    </div>
  );
}
