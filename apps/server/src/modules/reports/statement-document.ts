import { accountNumberOf } from '@platform/shared/trading-accounts';
import type { AppContext } from '../../app-context.ts';
import type { EngineOrder } from '../../engine/types.ts';
import { findUserById } from '../auth/public.ts';
import { eachEntry, type LedgerFilter } from './ledger-report.repository.ts';
import { eachOrder } from './each-order.ts';
import { readSnapshot } from './read-snapshot.ts';
import { statementFigures, type StatementFigures } from './statement.service.ts';
import { heldAt } from './statement-positions.repository.ts';
import type { EngineHost, LedgerEntry } from '../../engine-host/engine-host.ts';
import { getAccount, getOrders } from '../trading/public.ts';

/** The account's figures at the period's end; floating P/L only when the period ends now (past prices are not kept). */
export interface PeriodEnd {
  balanceCents: number;
  /** Null for a past moment with positions open: their P/L then is not known. */
  floatingCents: number | null;
  equityCents: number | null;
  marginCents: number;
  freeMarginCents: number | null;
  /** Live: valued at the latest prices now; past: at the period's end. */
  live: boolean;
}

export interface HeldPosition {
  order: EngineOrder;
  /** The latest price and floating P/L in cents, when the period ends now. */
  currentPrice: number | null;
  floatingCents: number | null;
}

/** Everything a statement prints, read for one trader and one period. */
export interface StatementDocument {
  broker: string;
  holder: { name: string; email: string };
  account: { number: number; type: 'demo' | 'live'; group: string; currency: 'USD' };
  timeZone: string;
  figures: StatementFigures;
  periodEnd: PeriodEnd;
  positions: HeldPosition[];
  working: EngineOrder[];
  /** Closed in the period, in close order. */
  deals: () => AsyncIterable<EngineOrder>;
  entries: () => AsyncIterable<LedgerEntry>;
}

/**
 * Reads a statement. The group is the broker's one client group until accounts carry their own
 * (issues 28/29).
 */
export async function readStatement(
  ctx: AppContext,
  engineHost: EngineHost,
  owner: { userId: number; accountId: number; accountType: 'demo' | 'live' },
  filter: LedgerFilter,
  timeZone: string,
): Promise<StatementDocument> {
  const { userId, accountId } = owner;
  const nowMs = ctx.clock.now();
  const live = filter.toMs > nowMs;
  const atMs = live ? nowMs + 1 : filter.toMs;
  const [figures, user, held] = await Promise.all([
    readSnapshot(ctx, (db) => statementFigures(db, filter)),
    findUserById(ctx.db, userId),
    heldAt(ctx.db, accountId, atMs),
  ]);
  const liveOrders = live
    ? new Map((await engineHost.run(getOrders, { userId, accountId, group: 'open', query: { limit: 2000 } })).orders.map((o) => [o.id, o]))
    : null;
  const positions = held.positions.map((order) => {
    const now = liveOrders?.get(order.id);
    return {
      order,
      currentPrice: now?.live_price ?? null,
      floatingCents: now?.profit === null || now?.profit === undefined ? null : Math.round(now.profit * 100),
    };
  });
  const marginCents = held.positions.reduce((sum, p) => sum + p.marginCents, 0);
  let periodEnd: PeriodEnd = {
    balanceCents: figures.closingCents,
    floatingCents: positions.length === 0 ? 0 : null,
    equityCents: positions.length === 0 ? figures.closingCents : null,
    marginCents,
    freeMarginCents: positions.length === 0 ? figures.closingCents - marginCents : null,
    live,
  };
  if (live) {
    const { account } = await engineHost.run(getAccount, { userId, accountId });
    const cents = (usd: number) => Math.round(usd * 100);
    periodEnd = {
      balanceCents: cents(account.balance),
      floatingCents: cents(account.unrealized_profit),
      equityCents: cents(account.equity),
      marginCents: cents(account.used_margin),
      freeMarginCents: cents(account.free_margin),
      live,
    };
  }
  return {
    broker: ctx.config.brokerName,
    holder: { name: user?.name ?? '', email: user?.email ?? '' },
    account: { number: accountNumberOf(accountId), type: owner.accountType, group: 'Standard', currency: 'USD' },
    timeZone,
    figures,
    periodEnd,
    positions,
    working: held.working,
    deals: () =>
      closedDeals(eachOrder(ctx.db, accountId, 'closed', { fromMs: filter.fromMs, toMs: filter.toMs, sort: 'closed_at', order: 'asc' })),
    entries: () => eachEntry(ctx.db, filter),
  };
}

async function* closedDeals(orders: AsyncIterable<EngineOrder>): AsyncGenerator<EngineOrder> {
  for await (const order of orders) if (order.status === 'closed' && order.openPts !== null) yield order;
}
