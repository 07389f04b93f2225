import type { OrderSide } from '@platform/shared/orders';
import type { PendingKind, TradeForm } from '../../hooks/use-trade-form.ts';
import { localDateTimeNow } from '../../hooks/use-trade-form.ts';
import { Toggle } from './toggle.tsx';

const pendingTypes: { side: OrderSide; kind: PendingKind; label: string }[] = [
  { side: 'buy', kind: 'limit', label: 'Buy Limit' },
  { side: 'sell', kind: 'limit', label: 'Sell Limit' },
  { side: 'buy', kind: 'stop', label: 'Buy Stop' },
  { side: 'sell', kind: 'stop', label: 'Sell Stop' },
];

/** The pending toggle: off places at market; on, a limit or stop order at a trigger price, with an optional expiry. */
export function PendingFields({ form, digits, showToggle = true }: { form: TradeForm; digits: number; showToggle?: boolean }) {
  const selected = form.side ? `${form.side}-${form.pendingKind}` : '';
  return (
    <div className="tp-pending">
      {showToggle && <Toggle label="Pending order" checked={form.pending} onChange={form.setPending} />}
      {form.pending && (
        <>
          <label className="tp-field">
            <span className="tp-label">Order type</span>
            <select
              value={selected}
              onChange={(event) => {
                const choice = pendingTypes.find((type) => `${type.side}-${type.kind}` === event.target.value);
                if (!choice) return;
                form.setSide(choice.side);
                form.setPendingKind(choice.kind);
              }}
            >
              <option value="" disabled>
                Choose a type
              </option>
              {pendingTypes.map((type) => (
                <option key={type.label} value={`${type.side}-${type.kind}`}>
                  {type.label}
                </option>
              ))}
            </select>
          </label>
          <label className="tp-field">
            <span className="tp-label">Trigger price</span>
            <input
              type="number"
              inputMode="decimal"
              step={10 ** -digits}
              min={0}
              placeholder="Price"
              value={form.triggerText}
              onChange={(event) => form.setTriggerText(event.target.value)}
            />
          </label>
          <Toggle
            label="Expiry"
            checked={form.expiryOn}
            onChange={(on) => {
              form.setExpiryOn(on);
              if (on) form.setExpiryText(localDateTimeNow());
            }}
          />
          {form.expiryOn && (
            <input
              className="tp-expiry"
              type="datetime-local"
              aria-label="Expiry"
              value={form.expiryText}
              onChange={(event) => form.setExpiryText(event.target.value)}
            />
          )}
        </>
      )}
    </div>
  );
}
