import { Toggle } from '../../../features/trading/components/trade-panel/toggle.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { PhoneStopKind, PhoneStops } from './use-phone-stops.ts';

const LABELS = {
  sl: 'trading.stops.stopLoss',
  tp: 'trading.stops.takeProfit',
  trailing: 'trading.riskTools.trailingStop',
} as const satisfies Record<PhoneStopKind, string>;

/** Stop loss, take profit and trailing stop for the phone's SELL/BUY, each a switch and a distance in pips. */
export function PhoneStopsFields({ form, onEdit }: { form: PhoneStops; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mobile-stops">
      {(Object.keys(LABELS) as PhoneStopKind[]).map((kind) => {
        const name = t(LABELS[kind]);
        const field = form.stops[kind];
        return (
          <div key={kind} className="mobile-stops__row">
            <Toggle
              label={name}
              checked={field.on}
              onChange={(on) => {
                form.setOn(kind, on);
                onEdit();
              }}
            />
            {field.on && (
              <label className="tp-mini">
                <span>{t('trading.stops.pips')}</span>
                <input
                  type="number"
                  min={1}
                  step={1}
                  inputMode="decimal"
                  aria-label={t('trading.stops.pipsOf', { name })}
                  aria-invalid={form.invalid.includes(kind) || undefined}
                  value={field.pipsText ?? String(form.pipsOf(kind))}
                  onChange={(event) => {
                    form.setPipsText(kind, event.target.value);
                    onEdit();
                  }}
                />
              </label>
            )}
          </div>
        );
      })}
    </div>
  );
}
