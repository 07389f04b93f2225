import type { AppContext } from '../../app-context.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { accountView } from '../trading/account-view.ts';
import type { TradingService } from '../trading/trading.service.ts';
import { FUNDS_CHANGED_CHANNEL, type FundsChangedMessage } from './funds-changed.ts';

/**
 * On the instance running the engine: when money moved outside it (deposit, withdrawal hold,
 * referral reward), reload the trader's balance and holds into the engine so margin and
 * stop-out use them, then send the trader's screens the full account. Returns the unsubscribe.
 */
export function startFundsSync(ctx: AppContext, trading: TradingService): () => void {
  return ctx.bus.subscribe(FUNDS_CHANGED_CHANNEL, (raw) => {
    const { userId } = raw as FundsChangedMessage;
    if (!trading.runtime.isLeader()) return;
    void (async () => {
      await trading.runtime.syncAccount(userId);
      const figures = trading.runtime.engine().accountFigures(userId);
      if (figures) publishToAccount(ctx.bus, userId, 'account-updated', accountView(figures));
    })().catch((error: unknown) => ctx.log.warn({ err: error, userId }, 'syncing funds into the engine failed'));
  });
}
