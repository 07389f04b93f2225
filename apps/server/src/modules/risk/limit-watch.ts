import type { LimitState } from '@platform/shared/risk';
import type { RiskLimit } from './risk.repository.ts';

/** A level is re-armed once the exposure falls below this share of it: a price hovering at a level tells the desk once. */
export const REARM_SHARE = 0.95;

export type Side = 'long' | 'short';

/** Whether a symbol is under a limit: its own, or its symbol group's (a path or any parent path). */
export function limitCovers(limit: RiskLimit, symbol: string, path: string): boolean {
  return limit.scope === 'symbol' ? limit.target === symbol : path === limit.target || path.startsWith(`${limit.target}/`);
}

/** The clients' net notional (cents, + = long) a limit watches: its symbol's, or the sum over its group's symbols. */
export function netUnder(limit: RiskLimit, nets: ReadonlyMap<string, number>, pathOf: (symbol: string) => string): number {
  let net = 0;
  for (const [symbol, cents] of nets) if (limitCovers(limit, symbol, pathOf(symbol))) net += cents;
  return net;
}

export function levelOf(limit: RiskLimit, netCents: number): LimitState {
  const size = Math.abs(netCents);
  return size >= limit.limitCents ? 'limit' : size >= limit.warningCents ? 'warning' : 'ok';
}

const RANK: Record<LimitState, number> = { ok: 0, warning: 1, limit: 2 };

export interface Crossing {
  limit: RiskLimit;
  level: 'warning' | 'limit';
  side: Side;
  netCents: number;
  thresholdCents: number;
}

/**
 * Each limit's last told level and side. `observe` answers a crossing only when the exposure rises to
 * a level not told yet (or crosses to the other side); falling back re-arms a level only below
 * `REARM_SHARE` of it.
 */
export class LimitWatch {
  private readonly told = new Map<number, { level: LimitState; side: Side }>();

  /** Where a new leader starts: the last crossing each limit logged. */
  restore(limitId: number, level: 'warning' | 'limit', side: Side): void {
    this.told.set(limitId, { level, side });
  }

  forget(limitId: number): void {
    this.told.delete(limitId);
  }

  /** The level in force for a limit (for its close-only action): what was told and not re-armed. */
  levelOf(limitId: number): { level: LimitState; side: Side } {
    return this.told.get(limitId) ?? { level: 'ok', side: 'long' };
  }

  observe(limit: RiskLimit, netCents: number): Crossing | null {
    const side: Side = netCents >= 0 ? 'long' : 'short';
    const now = levelOf(limit, netCents);
    const before = this.told.get(limit.id) ?? { level: 'ok' as LimitState, side };
    // Re-arm: fallen clearly below the told level (or to the other side).
    let kept = before.level;
    if (before.side !== side) kept = 'ok';
    const size = Math.abs(netCents);
    if (kept === 'limit' && size < limit.limitCents * REARM_SHARE) kept = size >= limit.warningCents ? 'warning' : 'ok';
    if (kept === 'warning' && size < limit.warningCents * REARM_SHARE) kept = 'ok';
    if (RANK[now] > RANK[kept]) {
      this.told.set(limit.id, { level: now, side });
      const level = now as 'warning' | 'limit';
      return { limit, level, side, netCents, thresholdCents: level === 'limit' ? limit.limitCents : limit.warningCents };
    }
    this.told.set(limit.id, { level: kept, side: kept === 'ok' ? side : before.side });
    return null;
  }
}
