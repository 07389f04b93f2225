import type { EngineAccount, EngineOrder } from './types.ts';

/**
 * Clients' open volume in one symbol, one client group, demo or live: integer sums the engine moves
 * by the same deltas as each account's own `Exposure`, so a fill, a close or a tick never scans.
 */
export interface ExposureBucket {
  symbol: string;
  groupId: number;
  demo: boolean;
  buyUnits: number;
  /** Σ open price (points) × units of the buys. */
  buyPtsUnits: number;
  sellUnits: number;
  sellPtsUnits: number;
  positions: number;
  /** Accounts holding at least one position in the symbol. */
  accounts: number;
}

/** Clients' realised P/L per UTC day, in cents (kept for the last `KEEP_DAYS` days). */
type RealisedDays = Map<number, number>;

export const DAY_MS = 86_400_000;
const KEEP_DAYS = 40;

export const bucketKey = (symbol: string, groupId: number, demo: boolean) => `${symbol}|${groupId}|${demo ? 1 : 0}`;

/** The risk desk's figures as the engine keeps them: moved on every change of a position, read in O(buckets). */
export class RiskBook {
  readonly buckets = new Map<string, ExposureBucket>();
  /** The same buckets by symbol, then group id and demo flag: a position's move finds its bucket without building a key. */
  private readonly bySymbol = new Map<string, Map<number, ExposureBucket>>();
  /** Accounts with any open position, per client group and demo flag (`groupId|demo`). */
  readonly accountsByGroup = new Map<string, number>();
  /** Realised P/L per bucket key, per UTC day. */
  readonly realised = new Map<string, RealisedDays>();
  /** Bumped on every change of the sums (not on ticks): a desk publisher compares it. */
  version = 0;
  private oldestDay = Number.MAX_SAFE_INTEGER;

  bucket(symbol: string, groupId: number, demo: boolean): ExposureBucket {
    let byGroup = this.bySymbol.get(symbol);
    if (!byGroup) this.bySymbol.set(symbol, (byGroup = new Map<number, ExposureBucket>()));
    const slot = groupId * 2 + (demo ? 1 : 0);
    let bucket = byGroup.get(slot);
    if (!bucket) {
      bucket = { symbol, groupId, demo, buyUnits: 0, buyPtsUnits: 0, sellUnits: 0, sellPtsUnits: 0, positions: 0, accounts: 0 };
      byGroup.set(slot, bucket);
      this.buckets.set(bucketKey(symbol, groupId, demo), bucket);
    }
    return bucket;
  }

  /**
   * `units` of `order` enter (sign 1) or leave (sign −1) the book; `positionDelta` and `accountDelta`
   * say whether a whole position, the account's last position in the symbol or its last one at all moved.
   */
  move(
    account: EngineAccount,
    order: EngineOrder,
    sign: 1 | -1,
    units: number,
    positionDelta: number,
    symbolAccountDelta: number,
    groupAccountDelta: number,
  ) {
    const bucket = this.bucket(order.symbol, account.groupId, account.demo);
    const weighted = units * order.openPts!;
    if (order.side === 'buy') {
      bucket.buyUnits += sign * units;
      bucket.buyPtsUnits += sign * weighted;
    } else {
      bucket.sellUnits += sign * units;
      bucket.sellPtsUnits += sign * weighted;
    }
    bucket.positions += positionDelta;
    bucket.accounts += symbolAccountDelta;
    if (groupAccountDelta !== 0) this.countAccount(account.groupId, account.demo, groupAccountDelta);
    this.version += 1;
  }

  countAccount(groupId: number, demo: boolean, delta: number): void {
    const key = `${groupId}|${demo ? 1 : 0}`;
    this.accountsByGroup.set(key, (this.accountsByGroup.get(key) ?? 0) + delta);
  }

  accountsIn(groupId: number, demo: boolean): number {
    return this.accountsByGroup.get(`${groupId}|${demo ? 1 : 0}`) ?? 0;
  }

  /** A close realised `cents` for the client (their P/L; the broker's is its opposite). */
  addRealised(account: EngineAccount, symbol: string, at: number, cents: number): void {
    if (cents === 0) return;
    const key = bucketKey(symbol, account.groupId, account.demo);
    let days = this.realised.get(key);
    if (!days) this.realised.set(key, (days = new Map<number, number>()));
    const day = Math.floor(at / DAY_MS);
    days.set(day, (days.get(day) ?? 0) + cents);
    this.bucket(symbol, account.groupId, account.demo);
    this.version += 1;
    if (day - KEEP_DAYS > this.oldestDay) this.prune(day - KEEP_DAYS);
    this.oldestDay = Math.min(this.oldestDay, day);
  }

  /** A bucket's realised P/L today, this week and this month (day numbers from `periodStarts`), in one walk of its days. */
  realisedOver(key: string, from: { today: number; week: number; month: number }): { today: number; week: number; month: number } {
    const sums = { today: 0, week: 0, month: 0 };
    const days = this.realised.get(key);
    if (!days) return sums;
    for (const [day, cents] of days) {
      if (day > from.today || day < from.month) {
        if (day >= from.week && day <= from.today) sums.week += cents;
        continue;
      }
      sums.month += cents;
      if (day >= from.week) sums.week += cents;
      if (day === from.today) sums.today += cents;
    }
    return sums;
  }

  private prune(beforeDay: number): void {
    for (const days of this.realised.values()) for (const day of days.keys()) if (day < beforeDay) days.delete(day);
    this.oldestDay = beforeDay;
  }
}
