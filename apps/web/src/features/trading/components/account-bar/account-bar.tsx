import { lazy, Suspense, useState } from 'react';
import { MARGIN_CALL_LEVEL_PERCENT, STOP_OUT_LEVEL_PERCENT } from '@platform/shared/account-levels';
import { Button } from '../../../../components/ui/button.tsx';
import { withCatalogue } from '../../../../lib/i18n/load-catalogue.ts';
import { useMe } from '../../../../lib/use-me.ts';
import { i18n, useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useLiveAccount } from '../../hooks/use-live-account.ts';
import { useStopOutForecasts } from '../../hooks/use-stop-out-forecasts.ts';
import type { SymbolForecast } from '../../lib/position-forecast.ts';
import { OrdersDialog, type OrdersDialogName } from '../orders/orders-dialogs.tsx';
import './account-bar.css';
import { formatSignedUsd } from '../../../../lib/format.ts';

function Figure({
  label,
  value,
  tone,
  hint,
}: {
  label: string;
  value: string;
  tone?: 'up' | 'down' | undefined;
  hint?: string | undefined;
}) {
  return (
    <div className="account-bar__figure" data-tone={tone} title={hint}>
      <span>{label}</span>
      <strong>{value}</strong>
    </div>
  );
}

/** The margin level's tooltip: where the largest exposure's price would bring margin call and stop-out. */
function forecastHint(forecast: SymbolForecast | null): string | undefined {
  if (!forecast) return undefined;
  const price = (value: number | null) => (value === null ? i18n.t('trading.accountBar.outOfReach') : String(Number(value.toPrecision(6))));
  return i18n.t('trading.accountBar.forecastHint', {
    symbol: forecast.symbol,
    marginCall: String(MARGIN_CALL_LEVEL_PERCENT),
    marginCallPrice: price(forecast.marginCallPrice),
    stopOut: String(STOP_OUT_LEVEL_PERCENT),
    stopOutPrice: price(forecast.stopOutPrice),
  });
}

// Only a trader who chose a display currency loads it (its code and the profile's texts).
const AccountDisplayLine = lazy(withCatalogue(['profile'], () => import('./account-display-line.tsx')));

const toneOf = (value: number | undefined) => (value === undefined || value === 0 ? undefined : value > 0 ? 'up' : 'down');

/** The footer account bar (spec §2): live balance, P/L, equity and margin, and the three order lists. */
export function AccountBar() {
  const { t } = useTranslation();
  const account = useLiveAccount();
  const { largest } = useStopOutForecasts();
  const [dialog, setDialog] = useState<OrdersDialogName | null>(null);
  const displayCurrency = useMe().data?.preferred_currency;
  const money = (value: number | undefined) => (value === undefined ? '—' : formatSignedUsd(value));
  const level = account?.margin_level;
  const marginCall = Boolean(account && (account.margin_call || (level != null && level <= MARGIN_CALL_LEVEL_PERCENT)));

  return (
    <div className="account-bar" role="region" aria-label={t('trading.accountBar.region')}>
      <div className="account-bar__figures">
        <Figure label={t('trading.accountBar.balance')} value={money(account?.balance)} />
        <Figure label={t('trading.accountBar.profitLoss')} value={money(account?.profitLoss)} tone={toneOf(account?.profitLoss)} />
        <Figure label={t('trading.accountBar.equity')} value={money(account?.equity)} />
        <Figure label={t('trading.accountBar.usedMargin')} value={money(account?.used_margin)} />
        <Figure label={t('trading.accountBar.freeMargin')} value={money(account?.free_margin)} />
        <Figure
          label={t('trading.accountBar.marginLevel')}
          value={level == null ? '—' : `${level.toFixed(2)}%`}
          tone={marginCall ? 'down' : undefined}
          hint={forecastHint(largest)}
        />
      </div>
      {displayCurrency && displayCurrency !== 'USD' && (
        <Suspense>
          <AccountDisplayLine />
        </Suspense>
      )}
      {marginCall && (
        <p className="account-bar__warning" role="alert">
          {t('trading.accountBar.marginCallWarning', {
            marginCall: String(MARGIN_CALL_LEVEL_PERCENT),
            stopOut: String(STOP_OUT_LEVEL_PERCENT),
          })}
        </p>
      )}
      <div className="account-bar__actions">
        <Button size="sm" variant="secondary" onClick={() => setDialog('pending')}>
          {t('trading.accountBar.pendingTrades')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('open')}>
          {t('trading.accountBar.openTrades')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('history')}>
          {t('trading.accountBar.tradeHistory')}
        </Button>
      </div>
      <OrdersDialog name={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
