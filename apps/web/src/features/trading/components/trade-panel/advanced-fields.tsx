import type { TradeForm } from '../../hooks/use-trade-form.ts';
import { OcoField } from './oco-field.tsx';
import { PendingFields } from './pending-fields.tsx';

/** The trade panel's Advanced tab (pending price and expiry, OCO link): loaded when the tab first opens. */
export default function AdvancedFields({ form, digits, symbol }: { form: TradeForm; digits: number; symbol: string }) {
  return (
    <>
      <PendingFields form={form} digits={digits} />
      <OcoField form={form} symbol={symbol} />
    </>
  );
}
