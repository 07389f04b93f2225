import { symbolGroupPath } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import { groupNamesOf } from '../groups/public.ts';
import { runForLeadership, type Election } from '../../lib/leadership.ts';
import type { ClientFill } from './client-fill.ts';
import { LpLink, type LinkState } from './fix/lp-link.ts';
import type { FixSettings } from './fix/fix-settings.ts';
import { newOrderSingle, orderStatusRequest, readExecutionReport, str } from './fix/fix-messages.ts';
import { lastRoutedFillAt, listOpenHedgeOrders, markSent, type NewHedgeOrder } from './hedge-book.repository.ts';
import { routeFills, type RouterDeps } from './hedge-router.ts';
import { applyExecutionReport, rejectOrder, type ReportOutcome } from './execution-handler.ts';
import { CoverageBatch } from './coverage-batch.ts';
import './hedging.channels.ts';
import { fillsSince } from './missed-fills.ts';
import { lpPrice, lpQuantity, type LpInstrument } from './lp-terms.ts';
import { readsProfitability, ruleFromRow, type RoutingRule } from './routing-rules.ts';
import { closedProfitsOf } from './hedge-book.repository.ts';
import { SymbolBooks } from './symbol-books.ts';
import { alertDesk } from './desk-alerts.ts';
import { keepReconciliation, previousDay, readReconciliation, reconcileDay, untilNextRun } from './reconciliation.ts';
import { SessionRecord } from './session-record.ts';
import { isEmptyBook, readCoverageBook, valueCoverage, type CoverageBook } from './coverage.ts';
import { UncoveredWatch } from './uncovered-watch.ts';

/** How often the holder reports the session's numbers and values the coverage book for the desks. */
const TICK_MS = 1_000;

export type HedgeService = Awaited<ReturnType<typeof startHedgeService>>;

type Work =
  | { kind: 'reconcile' }
  | { kind: 'fills'; fills: ClientFill[] }
  | { kind: 'message'; msgType: string; message: Record<string, unknown> }
  | { kind: 'reject'; refSeqNum: number; text: string };

/**
 * The hedge service: one instance of the cluster holds it (leader lock `hedging`), keeps the FIX
 * session to the LP, routes every client fill by the dealer's rules and keeps the coverage book.
 * Work runs in arrival order, a batch per transaction; the engine only hands fills over.
 */
export async function startHedgeService(ctx: AppContext, market: MarketService, settings: FixSettings) {
  const books = new SymbolBooks();
  const uncovered = new UncoveredWatch(ctx, market);
  let rules: RoutingRule[] = [];
  let leading = false;
  let upSince: number | null = null;
  /** Logons since this process started: with the time, one alert key per session. */
  let sessions = 0;
  let ledAt = 0;
  let alertedUnreachable = false;
  let dailyTimer: NodeJS.Timeout | null = null;
  let ticker: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  /** The coverage book as last read, and whether it changed since (a batch, the session's state). */
  let coverage: CoverageBook | null = null;
  let coverageChanged = true;
  const record = new SessionRecord(ctx, settings);
  let queue: Work[] = [];
  let draining: Promise<void> | null = null;
  /** Our outgoing MsgSeqNum → ClOrdID, to tie a session Reject to its order. */
  const sentOrders = new Map<number, string>();

  const instrument = (symbol: string): (LpInstrument & { symbolGroup: string }) | undefined => {
    const sheet = market.getSymbol(symbol);
    if (!sheet) return undefined;
    return {
      symbol,
      lpSymbol: settings.symbolMap[symbol] ?? symbol,
      digits: sheet.digits,
      contractSize: sheet.contractSize,
      pipPoints: Math.max(1, Math.round(sheet.pipSize * 10 ** sheet.digits)),
      symbolGroup: symbolGroupPath(sheet),
    };
  };
  const router: RouterDeps = {
    rules: () => rules,
    clientGroups: (accountIds) => groupNamesOf(ctx.groups, accountIds),
    closedProfits: (userIds) => closedProfitsOf(ctx.db, userIds),
    instrument,
    books,
    slippagePips: ctx.config.hedging.slippagePips,
  };

  const link = new LpLink(
    settings,
    ctx.clock,
    ctx.log.child({ module: 'hedging' }),
    {
      changed: (state, reason) => {
        record.stateChanged(state, reason);
        coverageChanged = true;
      },
      // Through the work queue: a batch's own sending and the reconciliation never interleave (no order goes out twice).
      up: () => {
        upSince = ctx.clock.now();
        sessions += 1;
        enqueue({ kind: 'reconcile' });
      },
      down: (reason) => {
        ctx.log.warn({ reason }, 'hedging: LP session down');
        if (leading) void sessionAlert(reason);
      },
      message: (msgType, message) => enqueue({ kind: 'message', msgType, message }),
      rejected: (refSeqNum, text) => enqueue({ kind: 'reject', refSeqNum, text }),
    },
    // The cluster's record says where the numbers start (another instance may have held the session) and reserves them before use.
    { floors: () => record.startFrom(), opened: (store) => record.reserve(store.senderSeqNum, 0) },
  );

  /** Reserves the numbers `count` messages will take; false (nothing may go out) when another instance holds the session record. */
  async function reserved(count: number): Promise<boolean> {
    try {
      await record.reserve(link.sequenceNumbers()?.nextSender ?? 1, count);
      return true;
    } catch (error) {
      ctx.log.warn({ err: error }, 'hedging: sequence numbers not reserved; nothing sent');
      return false;
    }
  }

  /** Every second while holding: the session's numbers for every instance, and the coverage book for the desks. */
  async function tick(): Promise<void> {
    record.report(link.sequenceNumbers());
    if (link.state() === 'logged_on') await reserved(0);
    const changed = coverageChanged;
    if (changed) {
      coverageChanged = false;
      coverage = await readCoverageBook(ctx.db);
    }
    if (!coverage) return;
    // Every tick: prices move the notional, and a session going down leaves its working orders uncovered.
    await uncovered.evaluate(coverage, link.state());
    if (!changed && isEmptyBook(coverage)) return;
    ctx.bus.publish('hedging.coverage', valueCoverage(coverage, market, link.state()));
  }

  /** The desk hears of a logged-on session that dropped, and of a leader that cannot log on at all: once each. */
  async function sessionAlert(reason: string): Promise<void> {
    const endpoint = `${settings.host}:${settings.port}`;
    if (upSince !== null) {
      const since = upSince;
      upSince = null;
      await alertDesk(ctx, {
        key: `fix-down:${since}:${sessions}`,
        title: 'LP session down',
        body: `The FIX session to the LP (${endpoint}) dropped: ${reason}. Covering orders wait until it is back; uncovered exposure shows on the coverage screen.`,
      });
    } else if (!alertedUnreachable) {
      alertedUnreachable = true;
      await alertDesk(ctx, {
        key: `fix-unreachable:${ledAt}`,
        title: 'LP session not logged on',
        body: `The FIX session to the LP (${endpoint}) could not log on: ${reason}. It keeps trying with back-off.`,
      });
    }
  }

  /** The daily reconciliation of the day before (00:05 UTC, and on taking the lead if it is missing); differences alert the desk. */
  async function dailyReconciliation(): Promise<void> {
    const day = previousDay(ctx.clock.now());
    if (await readReconciliation(ctx.db, day)) return;
    const report = await reconcileDay(ctx.db, day, ctx.clock.now());
    await keepReconciliation(ctx.db, report);
    if (report.differences.length > 0)
      await alertDesk(ctx, {
        key: `reconciliation:${day}`,
        title: `Reconciliation of ${day}: ${report.differences.length} differences`,
        body: `The coverage book of ${day} differs from the LP's reports in ${report.differences.length} places (${report.orders} orders). The report is on the hedging screen.`,
      });
  }

  function scheduleDaily(): void {
    dailyTimer = setTimeout(() => {
      void dailyReconciliation()
        .catch((error) => ctx.log.error({ err: error }, 'hedging: the daily reconciliation failed'))
        .finally(() => leading && scheduleDaily());
    }, untilNextRun(ctx.clock.now()));
    dailyTimer.unref();
  }

  function enqueue(work: Work): void {
    queue.push(work);
    draining ??= drainNextTurn();
  }

  async function drainNextTurn(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        await runBatch(batch.filter((work) => work.kind !== 'reconcile')).catch(async (error: unknown) => {
          ctx.log.error({ err: error }, 'hedging: a batch failed; books reloaded from storage');
          await books.load(ctx.db);
        });
        if (batch.some((work) => work.kind === 'reconcile'))
          await reconcile().catch((error) => ctx.log.error({ err: error }, 'hedging: reconciliation failed'));
      }
    } finally {
      draining = null;
    }
  }

  /** Who traded, as the rules read them: read before the batch's transaction (on SQLite a read outside it would wait for it). */
  async function tradersOf(fills: ClientFill[]) {
    if (fills.length === 0) return { groups: new Map<number, string>(), profits: null };
    const userIds = [...new Set(fills.map((fill) => fill.userId))];
    const profits = readsProfitability(rules) ? await router.closedProfits(userIds) : null;
    return { groups: await router.clientGroups([...new Set(fills.map((fill) => fill.accountId))]), profits };
  }

  /** Demo accounts trade play money: their fills are never covered at the LP and never count in the books. */
  async function liveFillsOf(fills: ClientFill[]): Promise<ClientFill[]> {
    const live: ClientFill[] = [];
    for (const fill of fills) {
      // An account's group is of its own kind (the groups module refuses a group of the other type).
      const group = ctx.groups.cachedGroupOf(fill.accountId) ?? (await ctx.groups.groupOf(fill.accountId));
      if (group?.accountType === 'live') live.push(fill);
    }
    return live;
  }

  async function runBatch(batch: Work[]): Promise<void> {
    if (batch.length === 0) return;
    const fills = await liveFillsOf(batch.flatMap((work) => (work.kind === 'fills' ? work.fills : [])));
    const traders = await tradersOf(fills);
    const named = batch.flatMap((work) => {
      if (work.kind === 'reject') return [sentOrders.get(work.refSeqNum) ?? ''];
      if (work.kind === 'message') return [str(work.message.ClOrdID) ?? str(work.message.BusinessRejectRefID) ?? ''];
      return [];
    });
    const resend: string[] = [];
    const toSend = await ctx.db.transaction().execute(async (trx) => {
      const book = new CoverageBatch(trx, ctx.clock.now());
      await book.loadOrders(named.filter((id) => id !== ''));
      // Fills only create orders and reports only name orders sent in earlier batches: the two kinds never touch the same order.
      const orders = await routeFills(book, router, fills, traders);
      for (const work of batch) {
        if (work.kind === 'reject') {
          const clOrdId = sentOrders.get(work.refSeqNum);
          if (clOrdId) rejectOrder(book, clOrdId, work.text, books);
        } else if (work.kind === 'message' && applyMessage(book, work.msgType, work.message) === 'not-at-lp')
          resend.push(String(work.message.ClOrdID));
      }
      await book.flush();
      return orders;
    });
    coverageChanged = true;
    await send(toSend);
    // A status answer saying the LP never saw an order: it goes out again, with the same ClOrdID.
    if (resend.length > 0) {
      const open = await listOpenHedgeOrders(ctx.db);
      await send(open.filter((row) => resend.includes(row.cl_ord_id)).map(orderOfRow), true);
    }
  }

  function applyMessage(book: CoverageBatch, msgType: string, message: Record<string, unknown>): ReportOutcome | null {
    if (msgType === 'j') {
      const refId = str(message.BusinessRejectRefID);
      const text = str(message.Text) ?? 'business reject';
      if (message.RefMsgType === 'D' && refId) rejectOrder(book, refId, text, books);
      else link.sessionLog.event(`LP refused a ${str(message.RefMsgType) ?? '?'}: ${text}`);
      return null;
    }
    const report = msgType === '8' ? readExecutionReport(message) : null;
    return report ? applyExecutionReport(book, report, JSON.stringify(message), instrument, books) : null;
  }

  /** Sends covering orders now when the session is up; the rest go out on the next logon. */
  async function send(orders: NewHedgeOrder[], possResend = false): Promise<void> {
    if (orders.length === 0 || link.state() !== 'logged_on') return;
    if (!(await reserved(orders.length))) return;
    // Handed to the session all at once: its encoder numbers and writes them in this order.
    const sending = orders.map(async (order) => {
      const terms = instrument(order.symbol);
      if (!terms) return null;
      const seq = await link.send(
        'D',
        newOrderSingle({
          clOrdId: order.clOrdId,
          lpSymbol: order.lpSymbol,
          side: order.side,
          quantity: lpQuantity(terms, order.volumeUnits),
          limitPrice: lpPrice(terms, order.limitPts),
          transactTime: new Date(ctx.clock.now()),
          possResend,
        }),
      );
      sentOrders.set(seq, order.clOrdId);
      return order.clOrdId;
    });
    const sent: string[] = [];
    let failed: unknown = null;
    for (const outcome of await Promise.allSettled(sending)) {
      if (outcome.status === 'fulfilled') {
        if (outcome.value !== null) sent.push(outcome.value);
      } else failed ??= outcome.reason;
    }
    if (failed)
      ctx.log.warn({ err: failed, unsent: orders.length - sent.length }, 'hedging: orders not sent; they go out on the next logon');
    await markSent(ctx.db, sent, ctx.clock.now());
  }

  /**
   * On each logon: orders never sent go out now; for every order sent without a final state the
   * LP is asked its status (35=H). Reports the LP resends for the gap arrive on their own.
   */
  async function reconcile(): Promise<void> {
    const open = await listOpenHedgeOrders(ctx.db);
    const unsent = open.filter((order) => order.sent_at === null);
    await send(unsent.filter((order) => order.created_at >= ledAt).map(orderOfRow));
    // A previous holder may have sent these and died before noting it: PossResend lets the LP refuse a duplicate.
    await send(unsent.filter((order) => order.created_at < ledAt).map(orderOfRow), true);
    const asked = open.filter((row) => row.sent_at !== null);
    if (!(await reserved(asked.length))) return;
    for (const order of asked) {
      link.sessionLog.event(`reconciling ${order.cl_ord_id}: asking its status`);
      await link.send('H', orderStatusRequest(order.cl_ord_id, order.lp_symbol, order.side)).catch(() => undefined);
    }
  }

  async function lead(): Promise<void> {
    rules = (await ctx.db.selectFrom('hedge_rules').selectAll().orderBy('id').execute()).map(ruleFromRow);
    await books.load(ctx.db);
    await uncovered.load();
    leading = true;
    ledAt = ctx.clock.now();
    alertedUnreachable = false;
    scheduleDaily();
    await record.takeOver();
    coverageChanged = true;
    ticker = setInterval(() => {
      ticking ??= tick()
        .catch((error) => ctx.log.warn({ err: error }, 'hedging: reporting the session failed'))
        .finally(() => (ticking = null));
    }, TICK_MS);
    ticker.unref();
    void dailyReconciliation().catch((error) => ctx.log.error({ err: error }, 'hedging: the daily reconciliation failed'));
    const since = await lastRoutedFillAt(ctx.db);
    if (since !== null) {
      const missed = await fillsSince(ctx.db, since);
      if (missed.length > 0) enqueue({ kind: 'fills', fills: missed });
    }
    link.start();
  }

  async function stepDown(): Promise<void> {
    leading = false;
    if (dailyTimer) clearTimeout(dailyTimer);
    if (ticker) clearInterval(ticker);
    await link.stop();
    while (draining) await draining;
    await ticking;
    await record
      .handOver(link.sequenceNumbers())
      .catch((error) => ctx.log.warn({ err: error }, 'hedging: handing the session record over failed'));
  }

  const unsubscribeFills = ctx.bus.subscribe('hedging.client-fills', (fills) => {
    if (leading) enqueue({ kind: 'fills', fills });
  });
  const unsubscribeRules = ctx.bus.subscribe('hedging.rules-changed', () => {
    if (!leading) return;
    void ctx.db
      .selectFrom('hedge_rules')
      .selectAll()
      .orderBy('id')
      .execute()
      .then((rows) => (rules = rows.map(ruleFromRow)))
      .catch((error) => ctx.log.error({ err: error }, 'hedging: reloading the rules failed'));
  });
  const unsubscribeThresholds = ctx.bus.subscribe('hedging.uncovered-limits-changed', () => {
    if (!leading) return;
    void uncovered.load().catch((error) => ctx.log.error({ err: error }, 'hedging: reloading the uncovered-exposure thresholds failed'));
  });
  const election: Election = await runForLeadership(ctx, 'hedging', { lead, stepDown });

  return {
    link,
    isLeader: () => leading,
    sessionState: (): LinkState => link.state(),
    books: () => books.snapshot(),
    /** Resolves once everything handed over so far is written (tests and the bench). */
    async settled(): Promise<void> {
      while (draining) await draining;
    },
    async stop(): Promise<void> {
      unsubscribeFills();
      unsubscribeRules();
      unsubscribeThresholds();
      await election.stop();
    },
  };
}

const orderOfRow = (row: {
  cl_ord_id: string;
  symbol: string;
  lp_symbol: string;
  side: 'buy' | 'sell';
  volume_units: number;
  limit_pts: number;
  digits: number;
}): NewHedgeOrder => ({
  clOrdId: row.cl_ord_id,
  symbol: row.symbol,
  lpSymbol: row.lp_symbol,
  side: row.side,
  volumeUnits: row.volume_units,
  limitPts: row.limit_pts,
  digits: row.digits,
});
