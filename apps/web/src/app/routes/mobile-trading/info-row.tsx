import type { SymbolSpec } from '@platform/shared/symbols';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { BidAsk } from '@platform/shared/quote';
import { useLiveAccount } from '../../../features/trading/hooks/use-live-account.ts';
import { useTradeFigures } from '../../../features/trading/hooks/use-trade-figures.ts';
import { formatPipValue, formatUsd } from '../../../lib/format.ts';
import { readsInPips, valueOfUnitMove } from '../../../features/trading/lib/price-terms.ts';

/** Pips Value (a 1.00 move's value off FX), Required Margin and Free Margin for the lots on screen ('err' where a rate is missing). */
export function InfoRow({ spec, quote, lots }: { spec: SymbolSpec | undefined; quote: BidAsk | undefined; lots: number }) {
  const { t } = useTranslation();
  const figures = useTradeFigures(spec, quote, lots, null);
  const account = useLiveAccount();
  const pips = readsInPips(spec);
  return (
    <dl className="mobile-info">
      <div>
        <dt>{pips ? t('mobile.pipsValue') : t('trading.panel.moveValue')}</dt>
        <dd>
          {figures.pipValue === null
            ? t('common.err')
            : formatPipValue(pips || !spec ? figures.pipValue : valueOfUnitMove(figures.pipValue, spec))}
        </dd>
      </div>
      <div>
        <dt>{t('mobile.requiredMargin')}</dt>
        <dd>
          {figures.requiredMargin === null ? t('common.err') : `$${formatUsd(figures.requiredMargin)}`}
          {figures.leverage !== null && (
            <span className="tp-info__leverage">{t('trading.panel.leverage', { leverage: String(figures.leverage) })}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('mobile.freeMargin')}</dt>
        <dd>{account ? `$${formatUsd(account.free_margin)}` : '—'}</dd>
      </div>
    </dl>
  );
}
