import type { TradeFigures } from '../../hooks/use-trade-figures.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatPipValue, formatUsd } from '../../../../lib/format.ts';

/** Pip value, required margin and spread of the trade being prepared ('err' where a rate is missing). */
export function TradeInfo({ figures }: { figures: TradeFigures }) {
  const { t } = useTranslation();
  return (
    <dl className="tp-info">
      <div>
        <dt>{t('trading.panel.pipValue')}</dt>
        <dd>{figures.pipValue === null ? t('common.err') : formatPipValue(figures.pipValue)}</dd>
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
        <dd>{figures.spreadPips === null ? '—' : t('trading.pipsValue', { pips: figures.spreadPips.toFixed(1) })}</dd>
      </div>
    </dl>
  );
}
