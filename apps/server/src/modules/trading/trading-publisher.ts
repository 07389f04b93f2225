import type { AppContext } from '../../app-context.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import type { EnginePublisher, PersistJob } from '../../engine-host/engine-host.ts';
import { accountView } from './account.view.ts';
import { orderView } from './order.view.ts';
import { publishAlertEffect } from '../alerts/public.ts';

/** Socket events after a result is committed: order changes, margin calls, then the account once per trader. */
export function createTradingPublisher(ctx: AppContext, engine: () => TradingEngine): EnginePublisher {
  function publishAccount(userId: number): void {
    const figures = engine().accountFigures(userId);
    if (figures) publishToAccount(ctx.bus, userId, 'account-updated', accountView(figures));
  }
  return {
    publishAccount,
    committed(job: PersistJob): void {
      const accounts = new Set<number>();
      for (const effect of job.effects) {
        if (effect.type === 'order' && effect.event !== 'persist')
          publishToAccount(ctx.bus, effect.order.userId, 'order-updated', {
            event: effect.event,
            order: orderView(effect.order, engine()),
          });
        else if (effect.type === 'margin-call')
          publishToAccount(ctx.bus, effect.userId, 'margin-call', { margin_level: effect.marginLevel });
        else if (effect.type === 'alert') publishAlertEffect(ctx.bus, effect);
        if (effect.type === 'account' || effect.type === 'ledger') accounts.add(effect.userId);
      }
      for (const userId of accounts) publishAccount(userId);
    },
  };
}
