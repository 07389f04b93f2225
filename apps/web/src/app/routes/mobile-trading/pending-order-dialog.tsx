import { lazy, Suspense } from 'react';
import type { PlaceOrderRequest } from '@platform/shared/orders';
import { pipSize } from '@platform/shared/pip-size';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSymbolSpec } from '../../../features/trading/api/get-symbol-sheet.ts';
import { StopField } from '../../../features/trading/components/trade-panel/stop-field.tsx';
import { useQuote } from '../../../features/trading/hooks/use-quote.ts';
import { useTradeForm } from '../../../features/trading/hooks/use-trade-form.ts';
import { defaultStopPipsFor } from '../../../features/trading/lib/default-stop-pips.ts';

// The pending fields load with the dialog's first opening, not with the screen.
const PendingFields = lazy(() =>
  import('../../../features/trading/components/trade-panel/pending-fields.tsx').then((module) => ({ default: module.PendingFields })),
);

interface PendingOrderDialogProps {
  symbol: string;
  lots: number;
  placing: boolean;
  onPlace: (request: PlaceOrderRequest) => void;
  onClose: () => void;
}

/** A limit or stop order from the phone, with optional stop loss and take profit. */
export function PendingOrderDialog({ symbol, lots, placing, onPlace, onClose }: PendingOrderDialogProps) {
  const { t } = useTranslation();
  const spec = useSymbolSpec(symbol);
  const quote = useQuote(symbol);
  const digits = spec?.digits ?? 5;
  const defaultPips = defaultStopPipsFor(spec, quote);
  const form = useTradeForm({ symbol, pipSize: spec ? pipSize(spec) : null, digits, defaultPips }, quote, { pending: true, lots });
  const submit = () => {
    const request = form.toRequest();
    if (request) onPlace(request);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('mobile.pendingTitle', { symbol })}
      description={t('mobile.pendingDescription', {
        lots: lots.toFixed(2),
        bid: quote?.bid.toFixed(digits) ?? '—',
        ask: quote?.ask.toFixed(digits) ?? '—',
      })}
      size="sm"
      footer={
        <Button block size="lg" disabled={!form.ready || placing} onClick={submit}>
          {placing ? t('trading.panel.placing') : t('mobile.placeOrder')}
        </Button>
      }
    >
      <div className="tp-form mobile-pending">
        <Suspense fallback={null}>
          <PendingFields form={form} digits={digits} showToggle={false} />
        </Suspense>
        <StopField form={form} kind="sl" digits={digits} />
        <StopField form={form} kind="tp" digits={digits} />
        {form.errors.map((message) => (
          <p key={message} className="tp-error" role="alert">
            {message}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
