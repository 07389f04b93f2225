import type { ServerEvents } from '@platform/shared/socket-events';
import type { Server as SocketServer } from 'socket.io';
import type { AppContext } from './app-context.ts';
import { createMarketService, type MarketService } from './modules/market/market.service.ts';
import { engineMarketOf } from './modules/market/engine-market.ts';
import { createEngineHost, type EngineHost, type ForwarderOptions } from './engine-host/engine-host.ts';
import { createTradingPublisher } from './modules/trading/trading-publisher.ts';
import { engineAlertsOf } from './modules/alerts/engine-alerts.ts';
import { engineGroupsOf } from './modules/groups/engine-groups.ts';
import { createGroupPrices } from './modules/groups/group-prices.ts';
import { tickPricingOf } from './modules/market/tick-lists.ts';
import type { TraderPrices } from './modules/market/group-quotes.ts';
import { placeOrder } from './modules/trading/commands/place-order.ts';
import { closeOrder } from './modules/trading/commands/close-order.ts';
import { closePositions, reversePosition } from './modules/trading/commands/closing-tools.ts';
import { cancelOrder, modifyStops, modifyTrigger } from './modules/trading/commands/order-edits.ts';
import { getAccount, getOrders } from './modules/trading/commands/account-reads.ts';
import { switchToLive } from './modules/trading/commands/switch-to-live.ts';
import { transactionVerdict } from './modules/banking/banking-review.service.ts';
import { requestWithdrawal } from './modules/banking/withdrawal-request.ts';
import { cancelWithdrawal, getWithdrawable } from './modules/banking/withdrawal-cancel.ts';
import { adjustBalance } from './modules/traders/balance-adjustment.ts';
import { creditDemoFunds } from './modules/auth/demo-credit.ts';
import { transferBetweenAccounts } from './modules/accounts/commands/transfer.ts';
import { closeTradingAccount } from './modules/accounts/commands/close-account.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { tradingAccountOf } from './modules/accounts/socket-account.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { findUserById } from './modules/auth/user.repository.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createTwoFactorService } from './modules/auth/two-factor.service.ts';
import { createAccountLinksService } from './modules/auth/account-links.service.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createBookSettingsService } from './modules/settings/book-settings.service.ts';
import { createSymbolSheetService } from './modules/market/symbol-edits.service.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createTicketInboxService } from './modules/support/ticket-inbox.service.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { createKycQueueService } from './modules/kyc/kyc-queue.service.ts';
import { createAlertService } from './modules/alerts/alert.service.ts';
import { createBankingService } from './modules/banking/banking.service.ts';
import { createTransactionQueueService } from './modules/banking/transaction-queue.service.ts';
import { createChartService } from './modules/chart/chart.service.ts';
import { createStaffService } from './modules/admin/staff.service.ts';
import { createTradersService } from './modules/traders/traders.service.ts';
import { createTraderDetailService } from './modules/traders/trader-detail.service.ts';
import { startTickBroadcaster } from './realtime/tick-broadcaster.ts';
import { startEventMails } from './modules/mail/event-mail-listener.ts';
import { startAlertMails } from './modules/alerts/alert-mailer.ts';
import { startHedging, type Hedging } from './modules/hedging/hedging.service.ts';
import { createHedgeRulesService, ruleNames } from './modules/hedging/hedge-rules.service.ts';
import { createUncoveredLimitsService } from './modules/hedging/uncovered-limits.service.ts';
import { startAccountNews } from './modules/notifications/account-news.ts';
import { createPushSender } from './modules/notifications/push/push-sender.ts';
import { startCashier } from './modules/cashier/cashier-role.ts';
import { hotWalletsOf } from './modules/cashier/hot-wallet.ts';
import { createPayoutService } from './modules/cashier/payout-approval.ts';
import { readMarginCalls, readRiskBook, readTopFloating } from './modules/risk/commands/desk-reads.ts';
import { setDealerSwitch } from './modules/risk/commands/set-switch.ts';
import { engineRiskOf } from './modules/risk/engine-risk.ts';
import { exposureNames } from './modules/risk/risk-names.ts';
import { createRiskService } from './modules/risk/risk.service.ts';
import { startRiskDesk } from './modules/risk/risk-desk.ts';

/**
 * Long-lived parts shared by routes and the socket (market feed, engine, …). Each module that
 * owns one adds it here; `stop` undoes them in reverse order at shutdown.
 */
/**
 * Every command that must run where the engine is, listed once: the engine host runs each here or
 * forwards it to the leader, which finds it here by name and parses its input with its schema.
 */
const leaderCommands = [
  placeOrder,
  closeOrder,
  closePositions,
  reversePosition,
  cancelOrder,
  modifyStops,
  modifyTrigger,
  getOrders,
  getAccount,
  switchToLive,
  transactionVerdict,
  requestWithdrawal,
  cancelWithdrawal,
  getWithdrawable,
  adjustBalance,
  creditDemoFunds,
  transferBetweenAccounts,
  closeTradingAccount,
  readRiskBook,
  readMarginCalls,
  readTopFloating,
  setDealerSwitch,
] as const;

/** Every module's service, built once here and passed down to the routes that use it. */
function moduleServices(ctx: AppContext, market: MarketService, engineHost: EngineHost) {
  const accounts = createAccountsService(ctx, engineHost, async (account) => (await engineHost.run(getAccount, account)).account);
  return {
    auth: createAuthService(ctx, engineHost),
    sessions: createSessionsService(ctx),
    twoFactor: createTwoFactorService(ctx),
    accountLinks: createAccountLinksService(ctx),
    profile: createProfileService(ctx),
    bookSettings: createBookSettingsService(ctx),
    symbolSheet: createSymbolSheetService(ctx, market),
    support: createSupportService(ctx),
    ticketInbox: createTicketInboxService(ctx),
    kyc: createKycService(ctx),
    kycQueue: createKycQueueService(ctx),
    alerts: createAlertService(ctx, market),
    banking: createBankingService(ctx, engineHost),
    transactionQueue: createTransactionQueueService(ctx, engineHost),
    chart: createChartService(ctx, market),
    staff: createStaffService(ctx),
    traders: createTradersService(ctx, engineHost),
    accounts,
    traderDetail: createTraderDetailService(ctx, engineHost, accounts),
    /** The trading account a socket joins the room of (the handshake's, if the user owns it). */
    tradingAccountOf: (userId: number, named: unknown) => tradingAccountOf(ctx.db, userId, named),
    /** Who a staff member is, for the staff guard (the back office and staff-only files). */
    findStaff: findUserById,
    hedgeRules: createHedgeRulesService(ctx, ruleNames(ctx, market)),
    uncoveredLimits: createUncoveredLimitsService(ctx, ruleNames(ctx, market), market),
    /** Withdrawals paid from a network's hot wallet: approvals, retries, what finance sees. */
    payouts: createPayoutService(ctx, hotWalletsOf(ctx.config.cashier.payouts), (coin) => market.usdRate(coin)),
    risk: createRiskService(
      ctx,
      engineHost,
      exposureNames(ctx, () => market.listSymbols()),
    ),
  };
}

export interface Services extends ReturnType<typeof moduleServices> {
  market: MarketService;
  /** Which prices a trader reads (their client group's). */
  traderPrices: TraderPrices;
  /** The one door to the engine leader. */
  engineHost: EngineHost;
  /** Coverage at the liquidity provider (FIX 4.4); `service` is null unless FIX_HOST is set. */
  hedging: Hedging;
  /** Called once the socket server exists, so services can broadcast on it. */
  attachSocket?(io: SocketServer): void;
  stop(): Promise<void>;
}

export async function startServices(
  ctx: AppContext,
  options: { startBackground: boolean; forwarding?: ForwarderOptions },
): Promise<Services> {
  const stoppers: Array<() => Promise<void> | void> = [];
  const socketAttachers: Array<(io: SocketServer) => void> = [];

  const market = await createMarketService(ctx, options);
  stoppers.push(() => market.stop());
  // Each client group's prices (its markup), for the socket and the lists: built once per instance.
  const traderPrices = createGroupPrices(ctx.groups, () => market.listSymbols(), market.onSheetChange);
  // The engine starts after the market so it subscribes to its quotes; it stops first.
  const engineParts = {
    market: engineMarketOf(market),
    publisher: (engine: Parameters<typeof createTradingPublisher>[1]) => createTradingPublisher(ctx, engine),
    alerts: engineAlertsOf(ctx),
    groups: engineGroupsOf(ctx, () => market.listSymbols()),
    risk: engineRiskOf(ctx),
  };
  const engineHost = await createEngineHost(ctx, engineParts, leaderCommands, options);
  stoppers.push(() => engineHost.stop());
  // After the engine (it consumes its committed fills), stopped before it.
  const hedging = await startHedging(ctx, market, engineHost.runtime);
  stoppers.push(() => hedging.stop());
  // Mails that follow banking, KYC and support events (one per fact across instances).
  stoppers.push(() => ctx.mail.transport?.close());
  stoppers.push(startEventMails(ctx));
  // Fired price alerts reach the trader by mail too, signed in or not.
  stoppers.push(startAlertMails(ctx));
  // The bell's news from the events the modules announce, and the same news by Web Push.
  stoppers.push(startAccountNews(ctx, createPushSender(ctx)));
  const modules = moduleServices(ctx, market, engineHost);
  // The chain watcher and the hot wallets' payers (leader-held), only where a network has a node and an xpub or a key.
  if (options.startBackground) stoppers.push(await startCashier(ctx, engineHost, (coin) => market.usdRate(coin), modules.payouts));
  // The risk desk's watch on the engine leader: figures and limit crossings for every staff room.
  stoppers.push(
    startRiskDesk(
      ctx,
      engineHost,
      exposureNames(ctx, () => market.listSymbols()),
      modules.risk.limits,
    ),
  );
  socketAttachers.push((io) => {
    const broadcaster = startTickBroadcaster(io, ctx.bus, {
      flushMs: ctx.config.feed.tickFlushMs,
      pricing: tickPricingOf(traderPrices, (symbol) => market.getSymbol(symbol)),
    });
    stoppers.push(() => broadcaster.stop());
    // A market opening or closing (its sessions, a holiday, a staff edit) reaches this instance's screens as it happens.
    const stopAnnouncing = market.marketOpenWatch.onChange((symbols) =>
      io.local.emit('market-hours', { symbols } satisfies ServerEvents['market-hours']),
    );
    stoppers.push(stopAnnouncing);
  });

  return {
    market,
    traderPrices,
    engineHost,
    hedging,
    ...modules,
    attachSocket(io) {
      for (const attach of socketAttachers) attach(io);
    },
    async stop() {
      for (const stop of stoppers.reverse()) await stop();
    },
  };
}
