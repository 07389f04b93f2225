import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import { runForLeadership, type Election } from '../../lib/leadership.ts';
import type { ClientFill } from './client-fill.ts';
import { LpLink, type LinkState } from './fix/lp-link.ts';
import type { FixSettings } from './fix/fix-settings.ts';
import { newOrderSingle, orderStatusRequest, readExecutionReport, str } from './fix/fix-messages.ts';
import { lastRoutedFillAt, listOpenHedgeOrders, markSent, type NewHedgeOrder } from './hedge-book.repository.ts';
import { routeFills, type RouterDeps } from './hedge-router.ts';
import { applyExecutionReport, rejectOrder, type ReportOutcome } from './execution-handler.ts';
import type { Db } from '../../db/database.ts';
import './hedging.channels.ts';
import { fillsSince } from './missed-fills.ts';
import { lpPrice, lpQuantity, type LpInstrument } from './lp-terms.ts';
import { ruleFromRow, type RoutingRule } from './routing-rules.ts';
import { SymbolBooks } from './symbol-books.ts';

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
  let rules: RoutingRule[] = [];
  let leading = false;
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
      symbolGroup: sheet.category,
    };
  };
  const router: RouterDeps = {
    rules: () => rules,
    // Client groups are issue 28's (branch issue-28): once merged, this reads each trader's group name.
    clientGroups: () => Promise.resolve(new Map()),
    instrument,
    books,
    slippagePips: ctx.config.hedging.slippagePips,
  };

  const link = new LpLink(settings, ctx.clock, ctx.log.child({ module: 'hedging' }), {
    // Through the work queue: a batch's own sending and the reconciliation never interleave (no order goes out twice).
    up: () => enqueue({ kind: 'reconcile' }),
    down: (reason) => ctx.log.warn({ reason }, 'hedging: LP session down'),
    message: (msgType, message) => enqueue({ kind: 'message', msgType, message }),
    rejected: (refSeqNum, text) => enqueue({ kind: 'reject', refSeqNum, text }),
  });

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

  async function runBatch(batch: Work[]): Promise<void> {
    if (batch.length === 0) return;
    const resend: string[] = [];
    const toSend = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const orders: NewHedgeOrder[] = [];
      for (const work of batch) {
        if (work.kind === 'fills') orders.push(...(await routeFills(trx, router, work.fills, now)));
        else if (work.kind === 'reconcile') continue;
        else if (work.kind === 'reject') {
          const clOrdId = sentOrders.get(work.refSeqNum);
          if (clOrdId) await rejectOrder(trx, clOrdId, work.text, books, now);
        } else if ((await applyMessage(trx, work.msgType, work.message, now)) === 'not-at-lp') resend.push(String(work.message.ClOrdID));
      }
      return orders;
    });
    await send(toSend);
    // A status answer saying the LP never saw an order: it goes out again, with the same ClOrdID.
    if (resend.length > 0) {
      const open = await listOpenHedgeOrders(ctx.db);
      await send(open.filter((row) => resend.includes(row.cl_ord_id)).map(orderOfRow), true);
    }
  }

  async function applyMessage(trx: Db, msgType: string, message: Record<string, unknown>, now: number): Promise<ReportOutcome | null> {
    if (msgType === 'j') {
      const refId = str(message.BusinessRejectRefID);
      const text = str(message.Text) ?? 'business reject';
      if (message.RefMsgType === 'D' && refId) await rejectOrder(trx, refId, text, books, now);
      else link.sessionLog.event(`LP refused a ${str(message.RefMsgType) ?? '?'}: ${text}`);
      return null;
    }
    const report = msgType === '8' ? readExecutionReport(message) : null;
    return report ? applyExecutionReport(trx, report, JSON.stringify(message), instrument, books, now) : null;
  }

  /** Sends covering orders now when the session is up; the rest go out on the next logon. */
  async function send(orders: NewHedgeOrder[], possResend = false): Promise<void> {
    if (orders.length === 0 || link.state() !== 'logged_on') return;
    const sent: string[] = [];
    for (const order of orders) {
      const terms = instrument(order.symbol);
      if (!terms) continue;
      try {
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
        sent.push(order.clOrdId);
      } catch (error) {
        ctx.log.warn({ err: error, clOrdId: order.clOrdId }, 'hedging: order not sent; it goes out on the next logon');
        break;
      }
    }
    await markSent(ctx.db, sent, ctx.clock.now());
  }

  /**
   * On each logon: orders never sent go out now; for every order sent without a final state the
   * LP is asked its status (35=H). Reports the LP resends for the gap arrive on their own.
   */
  async function reconcile(): Promise<void> {
    const open = await listOpenHedgeOrders(ctx.db);
    const unsent = open.filter((order) => order.sent_at === null);
    await send(unsent.map(orderOfRow));
    for (const order of open.filter((row) => row.sent_at !== null)) {
      link.sessionLog.event(`reconciling ${order.cl_ord_id}: asking its status`);
      await link.send('H', orderStatusRequest(order.cl_ord_id, order.lp_symbol, order.side)).catch(() => undefined);
    }
  }

  async function lead(): Promise<void> {
    rules = (await ctx.db.selectFrom('hedge_rules').selectAll().orderBy('id').execute()).map(ruleFromRow);
    await books.load(ctx.db);
    leading = true;
    const since = await lastRoutedFillAt(ctx.db);
    if (since !== null) {
      const missed = await fillsSince(ctx.db, since);
      if (missed.length > 0) enqueue({ kind: 'fills', fills: missed });
    }
    link.start();
  }

  async function stepDown(): Promise<void> {
    leading = false;
    await link.stop();
    while (draining) await draining;
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
