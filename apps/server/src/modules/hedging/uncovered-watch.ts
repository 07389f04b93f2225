import { symbolGroupPath } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import { LimitWatch, netUnder, type Crossing, type RiskLimit } from '../risk/public.ts';
import type { CoverageBook } from './coverage.ts';
import { alertDesk } from './desk-alerts.ts';
import type { LinkState } from './fix/lp-link.ts';
import { notionalCents, uncoveredUnits } from './uncovered-exposure.ts';
import {
  insertUncoveredEvent,
  latestUncoveredEvents,
  listUncoveredLimits,
  type UncoveredThreshold,
} from './uncovered-limits.repository.ts';

type Market = Pick<MarketService, 'getSymbol' | 'quotes' | 'usdRate'>;

/** A threshold as the risk desk's limit watch reads it: one level, warning and limit alike. */
const asLimit = (threshold: UncoveredThreshold): RiskLimit => ({
  id: threshold.id,
  scope: threshold.scope,
  target: threshold.target,
  warningCents: threshold.thresholdCents,
  limitCents: threshold.thresholdCents,
  action: 'notify',
});

const usd = (cents: number) => `${(Math.abs(cents) / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })} USD`;

/** The symbol-group path of a symbol on the book ('Other' when it is not). */
export const pathOfSymbol = (market: Pick<MarketService, 'getSymbol'>) => (symbol: string) => {
  const sheet = market.getSymbol(symbol);
  return sheet ? symbolGroupPath(sheet) : 'Other';
};

/** Uncovered notional (cents, signed) under each threshold: its symbol's, or the sum over its group's symbols. */
export function uncoveredUnder(
  thresholds: readonly UncoveredThreshold[],
  book: CoverageBook,
  sessionUp: boolean,
  market: Market,
): Map<number, number> {
  const nets = notionalCents(market, uncoveredUnits(book, sessionUp));
  const pathOf = pathOfSymbol(market);
  return new Map(thresholds.map((threshold) => [threshold.id, netUnder(asLimit(threshold), nets, pathOf)]));
}

/**
 * The hedge leader's watch on uncovered exposure (run on its every tick): a threshold crossed tells
 * the desk once through its alert path (bell, staff socket, mail); it re-arms once the exposure
 * falls below the risk desk's re-arm share of it. Crossings and re-arms are stored, so a new leader
 * starts where the last one stopped and never tells the desk twice.
 */
export class UncoveredWatch {
  private readonly watch = new LimitWatch();
  private thresholds: UncoveredThreshold[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly market: Market,
  ) {}

  /** Reads the thresholds and where each stands (on taking the lead, and after a dealer's change). */
  async load(): Promise<void> {
    this.thresholds = await listUncoveredLimits(this.ctx.db);
    const latest = await latestUncoveredEvents(this.ctx.db);
    for (const threshold of this.thresholds) {
      const event = latest.get(threshold.id);
      if (event?.kind === 'crossed') this.watch.restore(threshold.id, 'limit', event.side);
      else this.watch.forget(threshold.id);
    }
  }

  async evaluate(book: CoverageBook, session: LinkState): Promise<void> {
    const sessionUp = session === 'logged_on';
    const figures = uncoveredUnder(this.thresholds, book, sessionUp, this.market);
    for (const threshold of this.thresholds) {
      const cents = figures.get(threshold.id) ?? 0;
      const before = this.watch.levelOf(threshold.id);
      const crossing = this.watch.observe(asLimit(threshold), cents);
      const record = { limit_id: threshold.id, uncovered_cents: Math.round(cents), threshold_cents: threshold.thresholdCents };
      const at = { session_state: session, created_at: this.ctx.clock.now() };
      if (crossing)
        await this.announce(
          threshold,
          crossing,
          session,
          await insertUncoveredEvent(this.ctx.db, { ...record, ...at, kind: 'crossed', side: crossing.side }),
        );
      else if (before.level === 'limit' && this.watch.levelOf(threshold.id).level !== 'limit')
        await insertUncoveredEvent(this.ctx.db, { ...record, ...at, kind: 'rearmed', side: before.side });
    }
  }

  private async announce(threshold: UncoveredThreshold, crossing: Crossing, session: LinkState, eventId: number): Promise<void> {
    const name = threshold.scope === 'symbol' ? threshold.target : `the ${threshold.target} group`;
    const side = crossing.side === 'long' ? 'clients net long' : 'clients net short';
    const down = session === 'logged_on' ? '' : ' The LP session is not logged on: covering orders wait until it is back.';
    await alertDesk(this.ctx, {
      key: `uncovered:${eventId}`,
      title: `Uncovered exposure in ${threshold.target} over ${usd(threshold.thresholdCents)}`,
      body: `Uncovered exposure in ${name} is ${usd(crossing.netCents)} (${side}), over the threshold of ${usd(threshold.thresholdCents)}.${down}`,
    });
  }
}
