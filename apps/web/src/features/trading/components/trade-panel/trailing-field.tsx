import type { TradeForm } from '../../hooks/use-trade-form.ts';
import { Toggle } from './toggle.tsx';

/** A server-side trailing stop from the ticket: the SL starts this many pips behind the price and follows it. */
export function TrailingField({ form }: { form: TradeForm }) {
  const { trailing } = form;
  return (
    <div className="tp-stop">
      <Toggle label="Trailing Stop" checked={trailing.on} disabled={form.side === null} onChange={(on) => form.setTrailing({ on })} />
      {trailing.on && form.side !== null && (
        <div className="tp-stop__inputs">
          <label className="tp-mini">
            <span>Distance (pips)</span>
            <input
              type="number"
              min={1}
              step={1}
              inputMode="decimal"
              aria-label="Trailing stop pips"
              value={trailing.pipsText ?? String(trailing.pips)}
              onChange={(event) => form.setTrailing({ pipsText: event.target.value })}
            />
          </label>
        </div>
      )}
    </div>
  );
}
