import type { Server as SocketServer } from 'socket.io';
import type { AppContext } from './app-context.ts';
import { createMarketService, type MarketService } from './modules/market/market.service.ts';
import { createTradingService, type TradingService } from './modules/trading/trading.service.ts';
import { registerMoneyDesks } from './modules/money-desks.ts';
import { startTickBroadcaster } from './realtime/tick-broadcaster.ts';
import { startEventMails } from './modules/mail/event-mail-listener.ts';
import { closeMail } from './modules/mail/notify.ts';
import { startAlertMails } from './modules/alerts/alert-mailer.ts';
import { startCashier } from './modules/cashier/cashier-role.ts';

/**
 * Long-lived parts shared by routes and the socket (market feed, engine, …). Each module that
 * owns one adds it here; `stop` undoes them in reverse order at shutdown.
 */
export interface Services {
  market: MarketService;
  trading: TradingService;
  /** Called once the socket server exists, so services can broadcast on it. */
  attachSocket?(io: SocketServer): void;
  stop(): Promise<void>;
}

export async function startServices(ctx: AppContext, options: { startBackground: boolean }): Promise<Services> {
  const stoppers: Array<() => Promise<void> | void> = [];
  const socketAttachers: Array<(io: SocketServer) => void> = [];

  const market = await createMarketService(ctx, options);
  stoppers.push(() => market.stop());
  // The engine starts after the market so it subscribes to its quotes; it stops first.
  const trading = await createTradingService(ctx, market, options);
  stoppers.push(() => trading.stop());
  // Deposits, withdrawals, adjustments and demo credit: desks the engine's instance runs.
  registerMoneyDesks(ctx, trading.desks);
  // Mails that follow banking, KYC and support events (one per fact across instances).
  stoppers.push(() => closeMail(ctx));
  stoppers.push(startEventMails(ctx));
  // Fired price alerts reach the trader by mail too, signed in or not.
  stoppers.push(startAlertMails(ctx));
  // The chain watcher (leader-held), only where a network has a node and an xpub configured.
  if (options.startBackground) stoppers.push(await startCashier(ctx, trading, (coin) => market.usdRate(coin)));
  socketAttachers.push((io) => {
    const broadcaster = startTickBroadcaster(io, ctx.bus, { flushMs: ctx.config.feed.tickFlushMs });
    stoppers.push(() => broadcaster.stop());
  });

  return {
    market,
    trading,
    attachSocket(io) {
      for (const attach of socketAttachers) attach(io);
    },
    async stop() {
      for (const stop of stoppers.reverse()) await stop();
    },
  };
}
