import { ALERT_CONDITION_LABELS } from '@platform/shared/alerts';
import type { Bus } from '../../bus/bus.ts';
import type { Db } from '../../db/database.ts';
import type { AlertEffect } from '../../engine/alerts.ts';
import { formatPoints, fromPoints } from '../../engine/order-rules.ts';
import { publishToTradingAccount } from '../../realtime/publish.ts';
import { recordAlertExpired, recordAlertFired } from './alert.repository.ts';
import { alertView } from './alert.view.ts';
import { insertNotification } from '../notifications/public.ts';

/** Inside the engine writer's transaction: the alert's new state and, for a fire, the bell's notification. */
export async function persistAlertEffect(trx: Db, effect: AlertEffect): Promise<void> {
  const { alert } = effect;
  if (effect.event === 'expired') return recordAlertExpired(trx, alert.id, alert.version, effect.at);
  if (!(await recordAlertFired(trx, alert.id, alert.version, alert.repeating, effect.at))) return;
  const label = ALERT_CONDITION_LABELS[alert.condition].toLowerCase();
  const price = formatPoints(alert.pricePts, alert.digits);
  await insertNotification(trx, {
    userId: alert.userId,
    accountId: alert.accountId,
    kind: 'alert',
    title: `${alert.symbol} ${label} ${price}`,
    body: alert.note || `${alert.condition.startsWith('bid') ? 'Bid' : 'Ask'} ${formatPoints(effect.pricePts, alert.digits)}`,
    symbol: alert.symbol,
    refId: alert.id,
    emailStatus: 'pending',
    createdAt: effect.at,
  });
}

/** After the commit: the screens showing the alert's account hear of it. */
export function publishAlertEffect(bus: Bus, effect: AlertEffect): void {
  if (effect.event !== 'triggered') return;
  const { alert } = effect;
  publishToTradingAccount(bus, { accountId: alert.accountId, userId: alert.userId }, 'alert-triggered', {
    alert: alertView(alert, alert.repeating ? 'active' : 'triggered'),
    price: fromPoints(effect.pricePts, alert.digits),
    triggered_at: new Date(effect.at).toISOString(),
  });
}
