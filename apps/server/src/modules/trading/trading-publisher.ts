import type { AppContext } from '../../app-context.ts';
import type { TradingEngine } from '../../engine/trading-engine.ts';
import { publishToTradingAccount } from '../../realtime/publish.ts';
import type { EnginePublisher, PersistJob } from '../../engine-host/engine-host.ts';
import { accountView } from './account.view.ts';
import { orderView } from './order.view.ts';
import { publishAlertEffect } from '../alerts/public.ts';

/** Socket events after a result is committed, to each trading account's room: order changes, margin calls, then the account once. */
export function createTradingPublisher(ctx: AppContext, engine: () => TradingEngine): EnginePublisher {
  const ownerOf = (accountId: number) => ({ accountId, userId: engine().state.ensureAccount(accountId).userId });
  function publishAccount(accountId: number): void {
    const figures = engine().accountFigures(accountId);
    if (figures) publishToTradingAccount(ctx.bus, figures, 'account-updated', accountView(figures));
  }
  return {
    publishAccount,
    committed(job: PersistJob): void {
      const accounts = new Set<number>();
      for (const effect of job.effects) {
        if (effect.type === 'order' && effect.event !== 'persist')
          publishToTradingAccount(ctx.bus, effect.order, 'order-updated', {
            event: effect.event,
            order: orderView(effect.order, engine()),
          });
        else if (effect.type === 'margin-call')
          publishToTradingAccount(ctx.bus, ownerOf(effect.accountId), 'margin-call', { margin_level: effect.marginLevel });
        else if (effect.type === 'alert') publishAlertEffect(ctx.bus, effect);
        if (effect.type === 'account' || effect.type === 'ledger') accounts.add(effect.accountId);
      }
      for (const accountId of accounts) publishAccount(accountId);
    },
  };
}
