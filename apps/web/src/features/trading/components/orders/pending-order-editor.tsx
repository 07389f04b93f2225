import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useUpdateTrigger, type TriggerInput } from '../../api/update-trigger.ts';
import { localDateTimeNow } from '../../hooks/use-trade-form.ts';
import { directionText } from '../../lib/direction-text.ts';
import { failureText } from '../../lib/failure-text.ts';
import { DateTimeInput } from '../../../../components/ui/date-input.tsx';
import { Toggle } from '../trade-panel/toggle.tsx';
import { PriceField } from '../trade-panel/price-field.tsx';
import { priceFromText } from '../../lib/price-text.ts';
import { formatPrice } from '../../../../lib/format.ts';

/** The change a pending order's edit sends: only what differs from the order, so the server checks just that. */
export function pendingChange(
  order: Pick<Order, 'id' | 'trigger_price' | 'limit_price' | 'expiry'>,
  edit: { trigger: number | null; limit: number | null; expiry: string | null },
): TriggerInput {
  const change: TriggerInput = { orderId: order.id };
  if (edit.trigger !== null && edit.trigger !== order.trigger_price) change.trigger_price = edit.trigger;
  if (edit.limit !== null && edit.limit !== order.limit_price) change.limit_price = edit.limit;
  const expiry = edit.expiry === null ? null : new Date(edit.expiry).toISOString();
  if (expiry !== order.expiry) change.expiry = expiry;
  return change;
}

/** A local date-time for the expiry input from the order's ISO expiry. */
function localDateTime(iso: string | null): string {
  return iso === null ? localDateTimeNow() : localDateTimeNow(new Date(iso));
}

/**
 * Modify a pending order (desktop Pending Orders and the phone's list): its trigger price (a
 * stop-limit's stop, until reached), a stop-limit's limit price and its expiry.
 */
export function PendingOrderEditor({ order, digits, onDone }: { order: Order; digits: number; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTrigger();
  const stopLimit = order.order_type === 'stop_limit';
  const stopReached = order.stop_reached_at !== null;
  const [triggerText, setTriggerText] = useState(String(order.trigger_price ?? ''));
  const [limitText, setLimitText] = useState(String(order.limit_price ?? ''));
  const [expiryOn, setExpiryOn] = useState(order.expiry !== null);
  // null while the expiry typed is no date and time.
  const [expiryText, setExpiryText] = useState<string | null>(localDateTime(order.expiry));
  const trigger = priceFromText(triggerText);
  const limit = priceFromText(limitText);
  const expiryValid = !expiryOn || Boolean(expiryText);
  const valid = (stopReached || trigger !== null) && (!stopLimit || limit !== null) && expiryValid;
  const change = pendingChange(order, {
    trigger: stopReached ? null : trigger,
    limit: stopLimit ? limit : null,
    expiry: expiryOn && expiryText ? expiryText : null,
  });
  const changed = Object.keys(change).length > 1;

  const save = () =>
    update.mutate(change, {
      onSuccess: () => {
        toast.success(t('orderEditors.pendingEdit.saved', { id: String(order.id) }));
        onDone();
      },
      onError: (error) => toast.error(t('trading.updateFailed'), failureText(error, t('trading.updateFailed'))),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('orderEditors.pendingEdit.title', { id: String(order.id) })}
      description={`${order.symbol} · ${directionText(order, t)} · ${t('trading.lotsValue', { lots: order.volume.toFixed(2) })}`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onDone}>
            {t('trading.back')}
          </Button>
          <Button loading={update.isPending} disabled={!valid || !changed} onClick={save}>
            {t('trading.save')}
          </Button>
        </>
      }
    >
      <div className="tp-form">
        {stopReached ? (
          <p className="tp-hint">{t('orderEditors.pendingEdit.stopReached', { price: formatPrice(order.trigger_price, digits) })}</p>
        ) : (
          <PriceField
            label={stopLimit ? t('orderEditors.pendingEdit.stopPrice') : t('trading.panel.triggerPrice')}
            value={triggerText}
            digits={digits}
            onChange={setTriggerText}
          />
        )}
        {stopLimit && <PriceField label={t('trading.panel.limitPrice')} value={limitText} digits={digits} onChange={setLimitText} />}
        <Toggle label={t('trading.panel.expiry')} checked={expiryOn} onChange={setExpiryOn} />
        {expiryOn && (
          <DateTimeInput
            className="tp-expiry"
            aria-label={t('trading.panel.expiry')}
            placeholder={t('trading.panel.expiryPlaceholder')}
            value={expiryText}
            onChange={setExpiryText}
          />
        )}
        {!expiryValid && (
          <p className="tp-error" role="alert">
            {t('trading.panel.expiryInvalid')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
