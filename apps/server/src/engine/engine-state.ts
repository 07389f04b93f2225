import type { UsdStep } from '@platform/shared/usd-rate';
import { MARGIN_CALL_LEVEL_PERCENT, STOP_OUT_LEVEL_PERCENT } from '@platform/shared/account';
import { Heap } from './heap.ts';
import { PriceLadder } from './price-ladder.ts';
import { AlertBook } from './alerts.ts';
import { baseGroup, type EngineGroup } from './group-terms.ts';
import type { EngineAccount, EngineOrder, EngineQuote, EngineSymbol } from './types.ts';

export interface EngineOptions {
  /** A market order needs a quote at most this old. */
  maxQuoteAgeMs: number;
  marginCallPercent: number;
  stopOutPercent: number;
}

export const defaultEngineOptions: EngineOptions = {
  maxQuoteAgeMs: 10_000,
  marginCallPercent: MARGIN_CALL_LEVEL_PERCENT,
  stopOutPercent: STOP_OUT_LEVEL_PERCENT,
};

export interface ExpiryEntry {
  at: number;
  id: number;
  version: number;
}

/** Everything the engine holds in memory; only live (pending and open) orders stay here. */
export class EngineState {
  readonly symbols = new Map<string, EngineSymbol>();
  readonly quotes = new Map<string, EngineQuote>();
  /** Each currency's way to USD over the current sheet (cleared when a symbol changes). */
  readonly usdRoutes = new Map<string, UsdStep[]>();
  readonly orders = new Map<number, EngineOrder>();
  readonly accounts = new Map<number, EngineAccount>();
  readonly ladders = new Map<string, PriceLadder>();
  /** Market orders accepted while their market was closed, per symbol, oldest first. */
  readonly queued = new Map<string, number[]>();
  readonly expiries = new Heap<ExpiryEntry>((a, b) => a.at < b.at);
  /** Accounts with open positions per symbol: the only ones a tick of that symbol can move. */
  readonly exposed = new Map<string, Set<number>>();
  /** Symbols that ticked since the last risk refresh. */
  readonly dirtySymbols = new Set<string>();
  /** Stale ladder entries per symbol, to compact once they dominate. */
  readonly staleEntries = new Map<string, number>();
  /** Ids of the balance commands already applied (restored from storage at load). */
  readonly appliedOps = new Set<string>();
  /** Price alerts, in their own ladders. */
  readonly alerts = new AlertBook();
  /** Client groups by id; an account whose group is unknown trades in `baseGroup`. */
  readonly groups = new Map<number, EngineGroup>();
  readonly baseGroup: EngineGroup;
  nextOrderId = 1;

  constructor(readonly options: EngineOptions) {
    this.baseGroup = baseGroup(options.marginCallPercent, options.stopOutPercent);
  }

  ladder(symbol: string): PriceLadder {
    let ladder = this.ladders.get(symbol);
    if (!ladder) {
      ladder = new PriceLadder();
      this.ladders.set(symbol, ladder);
    }
    return ladder;
  }

  account(accountId: number): EngineAccount | undefined {
    return this.accounts.get(accountId);
  }

  ensureAccount(accountId: number): EngineAccount {
    let account = this.accounts.get(accountId);
    if (!account) {
      account = {
        accountId,
        userId: accountId,
        balanceCents: 0,
        creditCents: 0,
        reservedCents: 0,
        usedMarginCents: 0,
        openSwapCents: 0,
        orderIds: new Set(),
        exposures: new Map(),
        marginCall: false,
        riskVersion: 0,
        stopOutSymbols: [],
        groupId: 0,
      };
      this.accounts.set(accountId, account);
    }
    return account;
  }

  markStale(symbol: string, count = 1): void {
    this.staleEntries.set(symbol, (this.staleEntries.get(symbol) ?? 0) + count);
  }
}
