import { formatPipValue, formatUsd } from '../../lib/format.ts';
import type { TradeFigures } from '../../hooks/use-trade-figures.ts';

/** Pip value, required margin and spread of the trade being prepared ('err' where a rate is missing). */
export function TradeInfo({ figures }: { figures: TradeFigures }) {
  return (
    <dl className="tp-info">
      <div>
        <dt>Pip value</dt>
        <dd>{figures.pipValue === null ? 'err' : formatPipValue(figures.pipValue)}</dd>
      </div>
      <div>
        <dt>Required margin</dt>
        <dd>
          {figures.requiredMargin === null ? 'err' : `$${formatUsd(figures.requiredMargin)}`}
          {figures.leverage !== null && <span className="tp-info__leverage"> at 1:{figures.leverage}</span>}
        </dd>
      </div>
      <div>
        <dt>Spread</dt>
        <dd>{figures.spreadPips === null ? '—' : `${figures.spreadPips.toFixed(1)} pips`}</dd>
      </div>
    </dl>
  );
}
