import type { SymbolSpec } from '@platform/shared/symbols';
import type { TradeFigures } from '../../hooks/use-trade-figures.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatPipValue, formatUsd } from '../../../../lib/format.ts';
import { readsInPips, spreadInPrice, valueOfUnitMove } from '../../lib/price-terms.ts';

/** Pip value, required margin and spread of the trade being prepared ('err' where a rate is missing); non-FX in price terms. */
export function TradeInfo({ figures, spec }: { figures: TradeFigures; spec: SymbolSpec | undefined }) {
  const { t } = useTranslation();
  const pips = readsInPips(spec);
  return (
    <dl className="tp-info">
      <div>
        <dt>{pips ? t('trading.panel.pipValue') : t('trading.panel.moveValue')}</dt>
        <dd>
          {figures.pipValue === null
            ? t('common.err')
            : formatPipValue(pips || !spec ? figures.pipValue : valueOfUnitMove(figures.pipValue, spec))}
        </dd>
      </div>
      <div>
        <dt>{t('trading.panel.requiredMargin')}</dt>
        <dd>
          {figures.requiredMargin === null ? t('common.err') : `$${formatUsd(figures.requiredMargin)}`}
          {figures.leverage !== null && (
            <span className="tp-info__leverage">{t('trading.panel.leverage', { leverage: String(figures.leverage) })}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('trading.panel.spread')}</dt>
        <dd>
          {figures.spreadPips === null
            ? '—'
            : pips || !spec
              ? t('trading.pipsValue', { pips: figures.spreadPips.toFixed(1) })
              : t('trading.panel.spreadPrice', { spread: spreadInPrice(figures.spreadPips, spec), currency: spec.quote_currency })}
        </dd>
      </div>
    </dl>
  );
}
