import type { AppContext } from '../../app-context.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { findAccount } from '../ledger/ledger.repository.ts';
import { accountView } from '../trading/account-view.ts';
import type { TradingService } from '../trading/trading.service.ts';
import { FUNDS_CHANGED_CHANNEL, type FundsChangedMessage } from './funds-changed.ts';

const SYNC_ATTEMPTS = 5;
const RETRY_DELAY_MS = 40;

/**
 * On the instance running the engine: when money moved outside it (deposit, withdrawal hold,
 * referral reward), reload the trader's balance and holds into the engine so margin and
 * stop-out use them, then send the trader's screens the full account. Returns the unsubscribe.
 */
export function startFundsSync(ctx: AppContext, trading: TradingService): () => void {
  return ctx.bus.subscribe(FUNDS_CHANGED_CHANNEL, (raw) => {
    const { userId } = raw as FundsChangedMessage;
    if (!trading.runtime.isLeader()) return;
    void syncFunds(ctx, trading, userId).catch((error: unknown) =>
      ctx.log.warn({ err: error, userId }, 'syncing funds into the engine failed'),
    );
  });
}

/**
 * The runtime skips a sync while the engine has uncommitted changes for the trader (its copy is
 * newer then); retry briefly until the engine and the database agree, so the new money is not
 * left out until the trader's next order.
 */
async function syncFunds(ctx: AppContext, trading: TradingService, userId: number): Promise<void> {
  for (let attempt = 1; attempt <= SYNC_ATTEMPTS; attempt++) {
    await trading.runtime.syncAccount(userId);
    const figures = trading.runtime.engine().accountFigures(userId);
    const stored = await findAccount(ctx.db, userId);
    const agreed =
      !figures || !stored || (figures.balanceCents === stored.balance_cents && figures.reservedCents === stored.reserved_cents);
    if (agreed || attempt === SYNC_ATTEMPTS) {
      if (figures) publishToAccount(ctx.bus, userId, 'account-updated', accountView(figures));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}
