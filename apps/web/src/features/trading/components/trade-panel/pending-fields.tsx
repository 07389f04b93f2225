import type { OrderSide } from '@platform/shared/orders';
import type { PendingKind, TradeForm } from '../../hooks/use-trade-form.ts';
import { localDateTimeNow } from '../../hooks/use-trade-form.ts';
import { DateTimeInput } from '../../../../components/ui/date-input.tsx';
import { Toggle } from './toggle.tsx';
import { PriceField } from './price-field.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';

const pendingTypes: {
  side: OrderSide;
  kind: PendingKind;
  label: 'buyLimit' | 'sellLimit' | 'buyStop' | 'sellStop' | 'buyStopLimit' | 'sellStopLimit';
}[] = [
  { side: 'buy', kind: 'limit', label: 'buyLimit' },
  { side: 'sell', kind: 'limit', label: 'sellLimit' },
  { side: 'buy', kind: 'stop', label: 'buyStop' },
  { side: 'sell', kind: 'stop', label: 'sellStop' },
  { side: 'buy', kind: 'stop_limit', label: 'buyStopLimit' },
  { side: 'sell', kind: 'stop_limit', label: 'sellStopLimit' },
];

/** The pending toggle: off places at market; on, a limit, stop or stop-limit order at a trigger price (and a limit price), with an optional expiry. */
export function PendingFields({ form, digits, showToggle = true }: { form: TradeForm; digits: number; showToggle?: boolean }) {
  const { t } = useTranslation();
  const selected = form.side ? `${form.side}-${form.pendingKind}` : '';
  return (
    <div className="tp-pending">
      {showToggle && <Toggle label={t('trading.panel.pendingOrder')} checked={form.pending} onChange={form.setPending} />}
      {form.pending && (
        <>
          <label className="tp-field">
            <span className="tp-label">{t('trading.panel.orderType')}</span>
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
                {t('trading.panel.chooseType')}
              </option>
              {pendingTypes.map((type) => (
                <option key={type.label} value={`${type.side}-${type.kind}`}>
                  {t(`trading.side.${type.label}`)}
                </option>
              ))}
            </select>
          </label>
          <PriceField
            label={t('trading.panel.triggerPrice')}
            value={form.triggerText}
            digits={digits}
            placeholder={t('trading.panel.pricePlaceholder')}
            onChange={form.setTriggerText}
          />
          {form.pendingKind === 'stop_limit' && (
            <PriceField
              label={t('trading.panel.limitPrice')}
              value={form.limitText}
              digits={digits}
              placeholder={t('trading.panel.pricePlaceholder')}
              onChange={form.setLimitText}
            />
          )}
          <Toggle
            label={t('trading.panel.expiry')}
            checked={form.expiryOn}
            onChange={(on) => {
              form.setExpiryOn(on);
              if (on) form.setExpiryText(localDateTimeNow());
            }}
          />
          {form.expiryOn && (
            <>
              <DateTimeInput
                className="tp-expiry"
                aria-label={t('trading.panel.expiry')}
                placeholder={t('trading.panel.expiryPlaceholder')}
                value={form.expiryText}
                onChange={form.setExpiryText}
              />
              {!form.expiryText && (
                <p className="tp-error" role="alert">
                  {t('trading.panel.expiryInvalid')}
                </p>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
