import type { UsdStep } from '@platform/shared/usd-rate';
import { MARGIN_CALL_LEVEL_PERCENT, STOP_OUT_LEVEL_PERCENT } from '@platform/shared/account';
import { Heap } from './heap.ts';
import { PriceLadder, type Condition } from './price-ladder.ts';
import { feedKey, ShiftedLadder, type OrderLadder } from './order-ladder.ts';
import { askMarkupPts, bidMarkupPts } from '@platform/shared/group-prices';
import { AlertBook } from './alerts.ts';
import { baseGroup, resolveSymbolConditions, type EngineGroup, type SymbolConditions } from './group-terms.ts';
import type { EngineAccount, EngineOrder, EngineQuote, EngineSymbol, SwapRate } from './types.ts';
import { RiskBook } from './risk-book.ts';
import { SymbolGroupLadders, type GroupLadder } from './group-ladders.ts';
import { DealerSwitches } from './dealer-switches.ts';

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
  /** The symbol sheet; written only through setSymbol (it drops the resolved conditions). */
  readonly symbols = new Map<string, EngineSymbol>();
  readonly quotes = new Map<string, EngineQuote>();
  /** Each currency's way to USD over the current sheet (cleared when a symbol changes). */
  readonly usdRoutes = new Map<string, UsdStep[]>();
  readonly orders = new Map<number, EngineOrder>();
  readonly accounts = new Map<number, EngineAccount>();
  readonly ladders = new Map<string, PriceLadder>();
  /** Per symbol, the accounts' stop-out checks (see placeStopOutEntries), apart from the orders' entries. */
  readonly stopOutLadders = new Map<string, PriceLadder>();
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
  /** Client groups by id, written only through setGroups; an account whose group is unknown trades in `baseGroup`. */
  readonly groups = new Map<number, EngineGroup>();
  readonly baseGroup: EngineGroup;
  /** Per group id and symbol, the conditions resolved from `groups` and `symbols` (see conditionsOf). */
  private readonly resolved = new Map<number, Map<string, SymbolConditions>>();
  /** Counts the group and sheet edits: a condition kept from an earlier epoch is resolved again. */
  private conditionsEpoch = 0;

  /** Which generation of group and sheet edits the resolved conditions are of. */
  get epoch(): number {
    return this.conditionsEpoch;
  }
  /** Per symbol: the ladders of orders whose group marks the symbol up by a percentage (see orderLadder), one per group. */
  readonly groupLadders = new Map<string, SymbolGroupLadders>();
  /** The risk desk's exposure and realised P/L, moved with every position (see risk-book.ts). */
  readonly riskBook = new RiskBook();
  /** The dealer's close-only and disabled switches and the exposure limits' blocks. */
  readonly dealerSwitches = new DealerSwitches();
  nextOrderId = 1;

  constructor(readonly options: EngineOptions) {
    this.baseGroup = baseGroup(options.marginCallPercent, options.stopOutPercent);
  }

  /**
   * Where an order's entries (entry, SL, TP, trailing and break-even points) go: the symbol's own
   * ladder (the feed's prices, and every account's stop-out checks) when its group does not mark the
   * symbol up; the same ladder with the keys moved by the markup when the group marks it up by
   * points; its group's ladder for the symbol when the markup is a percentage of the spread (those
   * fire at the group's prices, worked out at each tick's spread). Kept on the resolved conditions.
   */
  orderLadder(order: EngineOrder): OrderLadder {
    const account = this.accounts.get(order.accountId);
    const conditions = account && this.conditionsOf(account, order.symbol);
    if (!conditions?.marksUp) return this.ladder(order.symbol);
    return (conditions.ladder ??= this.markedUpLadder(account!.groupId, order.symbol, conditions));
  }

  private markedUpLadder(groupId: number, symbol: string, conditions: SymbolConditions): OrderLadder {
    if (conditions.terms!.markupMode === 'points') {
      // A markup of points is the same at every spread.
      return new ShiftedLadder(this.ladder(symbol), bidMarkupPts(conditions.terms, 0), askMarkupPts(conditions.terms, 0));
    }
    let bySymbol = this.groupLadders.get(symbol);
    if (!bySymbol) this.groupLadders.set(symbol, (bySymbol = new SymbolGroupLadders()));
    return bySymbol.ladderOf(groupId);
  }

  /**
   * The key an order's entry at `pts` under `condition` was filed at: moved onto the feed's prices
   * when its group marks the symbol up by points (see orderLadder).
   */
  filedKey(order: EngineOrder, condition: Condition, pts: number): number {
    const account = this.accounts.get(order.accountId);
    const conditions = account && this.conditionsOf(account, order.symbol);
    if (!conditions?.marksUp || conditions.terms!.markupMode !== 'points') return pts;
    return feedKey(condition, pts, bidMarkupPts(conditions.terms, 0), askMarkupPts(conditions.terms, 0));
  }

  /** Every ladder of the symbol: its own, its stop-out checks', then its groups'. */
  laddersOf(symbol: string): PriceLadder[] {
    const own = [this.ladder(symbol), this.stopOutLadder(symbol)];
    const groups = this.groupLadders.get(symbol);
    return groups ? [...own, ...groups.entries.map((entry) => entry.ladder)] : own;
  }

  /** The group an account trades in (the base group when its own is unknown). */
  groupOf(account: EngineAccount): EngineGroup {
    return this.groups.get(account.groupId) ?? this.baseGroup;
  }

  /**
   * The account's conditions for a symbol of the sheet, resolved once per group × symbol and kept
   * until a group or sheet edit (setGroups, setSymbol); undefined for a symbol not on the sheet.
   */
  conditionsOf(account: EngineAccount, symbol: string): SymbolConditions | undefined {
    return this.groupConditions(account.groupId, symbol);
  }

  /** The conditions of a group id for a symbol (an unknown group's are the base group's). */
  groupConditions(groupId: number, symbol: string): SymbolConditions | undefined {
    let bySymbol = this.resolved.get(groupId);
    if (bySymbol === undefined) this.resolved.set(groupId, (bySymbol = new Map<string, SymbolConditions>()));
    let conditions = bySymbol.get(symbol);
    if (conditions === undefined) {
      const sheet = this.symbols.get(symbol);
      if (!sheet) return undefined;
      conditions = resolveSymbolConditions(this.groups.get(groupId) ?? this.baseGroup, sheet);
      bySymbol.set(symbol, conditions);
    }
    return conditions;
  }

  /** The conditions a group ladder's orders fire at, kept on the ladder until the next group or sheet edit. */
  ladderConditions(symbol: string, entry: GroupLadder): SymbolConditions | undefined {
    if (entry.epoch !== this.conditionsEpoch) {
      entry.conditions = this.groupConditions(entry.groupId, symbol);
      entry.epoch = this.conditionsEpoch;
    }
    return entry.conditions;
  }

  /** Replaces the client groups; every resolved condition is dropped. */
  setGroups(groups: Iterable<EngineGroup>): void {
    this.groups.clear();
    for (const group of groups) this.groups.set(group.id, group);
    this.resolved.clear();
    this.conditionsEpoch += 1;
  }

  /**
   * Adds or replaces a symbol's sheet; every resolved condition is dropped (the sheet's figures are in
   * them). The same figures again (every order hands the engine its symbol's sheet) change nothing.
   */
  setSymbol(sheet: EngineSymbol): void {
    const known = this.symbols.get(sheet.symbol);
    if (known !== undefined && sameFigures(known, sheet)) return;
    this.symbols.set(sheet.symbol, sheet);
    this.usdRoutes.clear();
    this.resolved.clear();
    this.conditionsEpoch += 1;
  }

  /** The symbol's ladder of orders' entries at the feed's prices (see orderLadder). */
  ladder(symbol: string): PriceLadder {
    let ladder = this.ladders.get(symbol);
    if (!ladder) this.ladders.set(symbol, (ladder = new PriceLadder()));
    return ladder;
  }

  /**
   * The symbol's stop-out checks, one per account holding it, at the feed's bid. Kept apart from the
   * orders' entries: an account's check is filed again after every fill, and a ladder of its own
   * keeps that filing as cheap however many orders wait in the symbol.
   */
  stopOutLadder(symbol: string): PriceLadder {
    let ladder = this.stopOutLadders.get(symbol);
    if (!ladder) this.stopOutLadders.set(symbol, (ladder = new PriceLadder()));
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
        leverage: null,
        closed: false,
        demo: false,
      };
      this.accounts.set(accountId, account);
    }
    return account;
  }

  markStale(symbol: string, count = 1): void {
    this.staleEntries.set(symbol, (this.staleEntries.get(symbol) ?? 0) + count);
  }
}

/** Whether two sheets of a symbol hold the same figures, field by field (a points or percent swap by its figures). */
function sameFigures(a: EngineSymbol, b: EngineSymbol): boolean {
  let fields = 0;
  for (const key in b) {
    const field = key as keyof EngineSymbol;
    if (a[field] !== b[field] && !(field === 'swapRate' && sameSwapRate(a.swapRate, b.swapRate))) return false;
    fields += 1;
  }
  for (const _ in a) fields -= 1;
  return fields === 0;
}

function sameSwapRate(a: SwapRate | undefined, b: SwapRate | undefined): boolean {
  return a !== undefined && b !== undefined && a.mode === b.mode && a.long === b.long && a.short === b.short;
}
