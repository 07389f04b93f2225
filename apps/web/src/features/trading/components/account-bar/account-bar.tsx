import { useState } from 'react';
import { MARGIN_CALL_LEVEL_PERCENT, STOP_OUT_LEVEL_PERCENT } from '@platform/shared/account';
import { Button } from '../../../../components/ui/button.tsx';
import { formatSignedUsd } from '../../lib/format.ts';
import { useLiveAccount } from '../../hooks/use-live-account.ts';
import { useStopOutForecasts } from '../../hooks/use-stop-out-forecasts.ts';
import type { SymbolForecast } from '../../lib/position-forecast.ts';
import { useTradingEvents } from '../../hooks/use-trading-events.ts';
import { OrdersDialog, type OrdersDialogName } from '../orders/orders-dialogs.tsx';
import './account-bar.css';

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
  const price = (value: number | null) => (value === null ? 'out of reach' : String(Number(value.toPrecision(6))));
  return `${forecast.symbol} (largest exposure): margin call (${MARGIN_CALL_LEVEL_PERCENT}%) at ${price(forecast.marginCallPrice)}, stop-out (${STOP_OUT_LEVEL_PERCENT}%) at ${price(forecast.stopOutPrice)}, other prices unchanged.`;
}

const toneOf = (value: number | undefined) => (value === undefined || value === 0 ? undefined : value > 0 ? 'up' : 'down');

/** The footer account bar (spec §2): live balance, P/L, equity and margin, and the three order lists. */
export function AccountBar() {
  useTradingEvents();
  const account = useLiveAccount();
  const { largest } = useStopOutForecasts();
  const [dialog, setDialog] = useState<OrdersDialogName | null>(null);
  const money = (value: number | undefined) => (value === undefined ? '—' : formatSignedUsd(value));
  const level = account?.margin_level;
  const marginCall = Boolean(account && (account.margin_call || (level != null && level <= MARGIN_CALL_LEVEL_PERCENT)));

  return (
    <div className="account-bar" role="region" aria-label="Account summary">
      <div className="account-bar__figures">
        <Figure label="Balance" value={money(account?.balance)} />
        <Figure label="P / L" value={money(account?.profitLoss)} tone={toneOf(account?.profitLoss)} />
        <Figure label="Equity" value={money(account?.equity)} />
        <Figure label="Used Margin" value={money(account?.used_margin)} />
        <Figure label="Free Margin" value={money(account?.free_margin)} />
        <Figure
          label="Margin Level"
          value={level == null ? '—' : `${level.toFixed(2)}%`}
          tone={marginCall ? 'down' : undefined}
          hint={forecastHint(largest)}
        />
      </div>
      {marginCall && (
        <p className="account-bar__warning" role="alert">
          Margin call: margin level at or below {MARGIN_CALL_LEVEL_PERCENT}%. Positions are stopped out at {STOP_OUT_LEVEL_PERCENT}%.
        </p>
      )}
      <div className="account-bar__actions">
        <Button size="sm" variant="secondary" onClick={() => setDialog('pending')}>
          Pending Trades
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('open')}>
          Open Trades
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('history')}>
          Trade History
        </Button>
      </div>
      <OrdersDialog name={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
