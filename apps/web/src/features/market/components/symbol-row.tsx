import { memo } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { getFirstPrice, useTick } from '../../../lib/tick-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { directionFrom, fitPrice, formatChange } from '../lib/format.ts';
import { AssetFlags } from './asset-flags.tsx';
import { ContractSpecificationButton } from './contract-specification-button.tsx';

interface SymbolRowProps {
  spec: SymbolSpec;
  selected: boolean;
  /** The one row the Tab key reaches; arrows move from it (roving focus). */
  tabStop: boolean;
  favourite: boolean;
  onSelect: (symbol: string) => void;
  onToggleFavourite: (symbol: string, favourite: boolean) => void;
}

/** One asset; it alone re-renders when its symbol ticks. */
export const SymbolRow = memo(function SymbolRow({ spec, selected, tabStop, favourite, onSelect, onToggleFavourite }: SymbolRowProps) {
  const { t } = useTranslation();
  const tick = useTick(spec.symbol);
  const price = tick?.last_price ?? spec.last_price;
  const change = tick?.change ?? spec.change;
  const direction = directionFrom(getFirstPrice(spec.symbol), price);
  const changeClass = change === null ? '' : change > 0 ? 'is-up' : change < 0 ? 'is-down' : '';
  return (
    <tr
      className={`symbol-row${selected ? ' is-selected' : ''}`}
      aria-selected={selected}
      tabIndex={tabStop ? 0 : -1}
      data-row
      data-symbol={spec.symbol}
      onClick={() => onSelect(spec.symbol)}
    >
      <td>
        <div className="symbol-row__asset">
          <AssetFlags base={spec.base_currency} quote={spec.quote_currency} />
          <span className="symbol-row__names">
            <span className="symbol-row__symbol">{spec.symbol}</span>
            <span className="symbol-row__title">{spec.title}</span>
          </span>
        </div>
      </td>
      <td className={`symbol-row__price is-${direction}`} data-testid="price">
        {fitPrice(price, spec.digits, 8)}
      </td>
      <td className={`symbol-row__change ${changeClass}`}>{formatChange(change)}</td>
      <td className="symbol-row__range">
        <span>{fitPrice(tick?.high ?? spec.high, spec.digits, 6)}</span>
        <span>{fitPrice(tick?.low ?? spec.low, spec.digits, 6)}</span>
      </td>
      <td className="symbol-row__star-cell">
        <ContractSpecificationButton symbol={spec.symbol} className="symbol-row__info" />
        <button
          type="button"
          className={`symbol-row__star${favourite ? ' is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'market.removeFavourite' : 'market.addFavourite', { symbol: spec.symbol })}
          onClick={(event) => {
            event.stopPropagation();
            onToggleFavourite(spec.symbol, !favourite);
          }}
        >
          {favourite ? '★' : '☆'}
        </button>
      </td>
    </tr>
  );
});
