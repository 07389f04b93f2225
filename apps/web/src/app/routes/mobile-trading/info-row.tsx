import type { SymbolSpec } from '@platform/shared/symbols';
import { formatPipValue, formatUsd } from '../../../features/trading/lib/format.ts';
import type { Quote } from '../../../features/trading/lib/usd-rate.ts';
import { useLiveAccount } from '../../../features/trading/hooks/use-live-account.ts';
import { useTradeFigures } from '../../../features/trading/hooks/use-trade-figures.ts';

/** Pips Value, Required Margin and Free Margin for the lots on screen ('err' where a rate is missing). */
export function InfoRow({ spec, quote, lots }: { spec: SymbolSpec | undefined; quote: Quote | undefined; lots: number }) {
  const figures = useTradeFigures(spec, quote, lots, null);
  const account = useLiveAccount();
  return (
    <dl className="mobile-info">
      <div>
        <dt>Pips Value</dt>
        <dd>{figures.pipValue === null ? 'err' : formatPipValue(figures.pipValue)}</dd>
      </div>
      <div>
        <dt>Required Margin</dt>
        <dd>
          {figures.requiredMargin === null ? 'err' : `$${formatUsd(figures.requiredMargin)}`}
          {figures.leverage !== null && <span className="tp-info__leverage"> at 1:{figures.leverage}</span>}
        </dd>
      </div>
      <div>
        <dt>Free Margin</dt>
        <dd>{account ? `$${formatUsd(account.free_margin)}` : '—'}</dd>
      </div>
    </dl>
  );
}
