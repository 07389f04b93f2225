import type {
  AccountSnapshot,
  CloseOrderCommand,
  ModifyStopsCommand,
  ModifyTriggerCommand,
  OrderRefCommand,
  PlaceOrderCommand,
  TickCommand,
} from './commands.ts';
import { EngineState, defaultEngineOptions, type EngineOptions } from './engine-state.ts';
import { placeOrder } from './place-order.ts';
import { closePositions, type ClosedPositions, type ClosePositionsCommand } from './close-positions.ts';
import { reversePosition, type ReversePositionCommand } from './reverse-position.ts';
import { applyTick, compactIfStale } from './tick.ts';
import { applyRollover, cancelOrder, closeOrder, expireOrders, modifyStops, modifyTrigger } from './order-commands.ts';
import { addStopEntries, enforceRisk, openPositionFromStore, snapshot } from './positions.ts';
import { addPendingEntry, refileOrders } from './pending-entry.ts';
import { equityCents, marginLevelPercent, placeStopOutEntries } from './account-risk.ts';
import { positionProfitCents, usdRate } from './valuation.ts';
import { err, type Effect, type EngineError, type EngineOrder, type EngineResult, type EngineSymbol } from './types.ts';
import { applyFunds, type FundsCommand, type FundsOutcome } from './balance-commands.ts';
import { stateHash } from './state-hash.ts';
import { applyTransfer, type TransferCommand, type TransferOutcome } from './account-transfer.ts';
import { NO_LEVELS } from './take-profit-levels.ts';
import { closeAccount, reopenAccount } from './account-closing.ts';
import { closingPts, openingPts, termsOf, type EngineGroup } from './conditions.ts';
import { shiftAccount } from './risk-shift.ts';
import { DAY_MS } from './risk-book.ts';
import { riskFigures, type BucketFigures } from './risk-figures.ts';
import type { SwitchMode, SwitchScope } from './dealer-switches.ts';

/** The risk desk's figures as the leader hands them out (see `riskSnapshot`). */
export interface RiskSnapshot {
  at: number;
  rows: BucketFigures[];
  accountsByGroup: Array<{ groupId: number; demo: boolean; accounts: number }>;
  switches: Array<{ scope: SwitchScope; key: string; mode: SwitchMode }>;
  blocked: Array<{ symbol: string; side: 'buy' | 'sell' }>;
}

export interface AccountFigures {
  accountId: number;
  userId: number;
  balanceCents: number;
  equityCents: number;
  usedMarginCents: number;
  creditCents: number;
  unrealisedCents: number;
  freeMarginCents: number;
  marginLevel: number | null;
  reservedCents: number;
  marginCall: boolean;
}

/**
 * The trading core: deterministic, no clock, timers, I/O or database. Every command takes the time
 * it happens at and returns a result plus the effects (order changes, ledger postings, warnings)
 * the shell must persist and publish.
 */
export class TradingEngine {
  readonly state: EngineState;
  private readonly kindKnown = new Set<number>();

  constructor(options: Partial<EngineOptions> = {}) {
    this.state = new EngineState({ ...defaultEngineOptions, ...options });
  }

  upsertSymbol(symbol: EngineSymbol): void {
    this.state.setSymbol(symbol);
  }

  /** Replaces the client groups (a group edit); accounts keep their group ids. */
  setGroups(groups: Iterable<EngineGroup>): void {
    this.state.setGroups(groups);
    // A markup added or dropped moves orders between the feed's ladder and their group's.
    for (const account of this.state.accounts.values()) refileOrders(this.state, account);
    this.rearmAll();
  }

  /** Puts an account in a group. Open positions keep their margin; the group's prices, levels and swaps apply from now. */
  assignGroup(accountId: number, groupId: number): void {
    const account = this.state.ensureAccount(accountId);
    if (account.groupId === groupId) return;
    shiftAccount(this.state, account, -1);
    account.groupId = groupId;
    // Pending entries, SL and TP wait on the new group's prices from now.
    refileOrders(this.state, account);
    shiftAccount(this.state, account, 1);
    if (account.usedMarginCents > 0) placeStopOutEntries(this.state, account);
  }

  /** Whether the account is a demo one (the risk desk keeps demo figures apart); its open volume moves with it. */
  setAccountDemo(accountId: number, demo: boolean): void {
    const account = this.state.ensureAccount(accountId);
    this.kindKnown.add(accountId);
    if (account.demo === demo) return;
    shiftAccount(this.state, account, -1);
    account.demo = demo;
    shiftAccount(this.state, account, 1);
  }

  /** Realised P/L booked before the engine loaded (from storage), so the desk's day, week and month are whole. */
  seedRealised(accountId: number, symbol: string, day: number, cents: number): void {
    this.state.riskBook.addRealised(this.state.ensureAccount(accountId), symbol, day * DAY_MS, cents);
  }

  /** The risk desk's book valued now, with the switches in force: plain data a follower can be sent. */
  riskSnapshot(now: number): RiskSnapshot {
    const book = this.state.riskBook;
    return {
      at: now,
      rows: riskFigures(this.state, now),
      accountsByGroup: [...book.accountsByGroup].map(([key, accounts]) => {
        const [groupId, demo] = key.split('|');
        return { groupId: Number(groupId), demo: demo === '1', accounts };
      }),
      switches: this.state.dealerSwitches.list(),
      blocked: this.state.dealerSwitches.blockedSides(),
    };
  }

  /** A dealer's switch: a symbol, a client group or an account in close-only or disabled (null lifts it). */
  setDealerSwitch(scope: SwitchScope, key: string, mode: SwitchMode | null): void {
    this.state.dealerSwitches.set(scope, key, mode);
  }

  /** An exposure limit closed (or reopened) one side of a symbol for new positions. */
  setExposureBlock(symbol: string, side: 'buy' | 'sell', blocked: boolean): void {
    this.state.dealerSwitches.setBlocked(symbol, side, blocked);
  }

  /** Whether the engine was told the account's kind (demo or live) since it loaded. */
  accountKindKnown(accountId: number): boolean {
    return this.kindKnown.has(accountId);
  }

  groupIdOf(accountId: number): number {
    return this.state.accounts.get(accountId)?.groupId ?? 0;
  }

  /** The ids of the accounts the engine holds: all of them, or those of `only` it holds. */
  heldAccountIds(only?: Iterable<number>): number[] {
    if (!only) return [...this.state.accounts.keys()];
    return [...new Set(only)].filter((accountId) => this.state.accounts.has(accountId));
  }

  /** New levels or markups move every stop-out threshold; the next risk refresh checks each account. */
  private rearmAll(): void {
    for (const account of this.state.accounts.values()) {
      if (account.usedMarginCents <= 0) continue;
      placeStopOutEntries(this.state, account);
      for (const symbol of account.exposures.keys()) this.state.dirtySymbols.add(symbol);
    }
  }

  setNextOrderId(id: number): void {
    this.state.nextOrderId = Math.max(this.state.nextOrderId, id);
  }

  /** Restores an account's balance, credit and holds from storage at start (the engine owns them afterwards). */
  loadAccount(snapshot: AccountSnapshot): void {
    const account = this.state.ensureAccount(snapshot.accountId);
    if (snapshot.userId !== undefined) account.userId = snapshot.userId;
    if (snapshot.demo !== undefined) this.setAccountDemo(snapshot.accountId, snapshot.demo);
    account.balanceCents = snapshot.balanceCents;
    account.creditCents = snapshot.creditCents;
    account.reservedCents = snapshot.reservedCents;
    if (snapshot.leverage !== undefined) account.leverage = snapshot.leverage;
    account.closed = snapshot.closed === true;
  }

  /** Restores the ids of balance commands applied before (restart safety: none applies twice). */
  loadAppliedOps(opIds: Iterable<string>): void {
    for (const id of opIds) this.state.appliedOps.add(id);
  }

  /** A balance change outside trading (deposit, withdrawal hold/release/payout, adjustment, credit, reward). */
  applyFunds(command: FundsCommand): EngineResult<FundsOutcome> {
    return applyFunds(this.state, command);
  }

  /** Money between two accounts of one trader: both legs or neither, once per `opId`. */
  applyTransfer(command: TransferCommand): EngineResult<TransferOutcome> {
    return applyTransfer(this.state, command);
  }

  /** An account opened after the engine loaded: its owner, so its figures and orders name them. */
  registerAccount(accountId: number, userId: number, leverage?: number | null): void {
    const account = this.state.ensureAccount(accountId);
    account.userId = userId;
    if (leverage !== undefined) account.leverage = leverage;
  }

  /** Closes an empty account (refused while it holds positions, pending orders or money). */
  closeAccount(accountId: number): { ok: true } | { ok: false; error: EngineError } {
    return closeAccount(this.state, accountId);
  }

  reopenAccount(accountId: number): void {
    reopenAccount(this.state, accountId);
  }

  /** Whether a balance command with this id was applied already. */
  isApplied(opId: string): boolean {
    return this.state.appliedOps.has(opId);
  }

  /** Digest of the whole state: a reloaded engine must produce the same one. */
  stateHash(): string {
    return stateHash(this.state);
  }

  /** Accounts holding pending orders or positions: the ones whose equity the engine keeps moving. */
  activeAccounts(): number[] {
    const ids: number[] = [];
    for (const account of this.state.accounts.values()) if (account.orderIds.size > 0) ids.push(account.accountId);
    return ids;
  }

  hasAccount(accountId: number): boolean {
    return this.state.accounts.has(accountId);
  }

  /** Restores a pending or open order from storage at start (restart safety). */
  loadOrder(order: EngineOrder): void {
    const state = this.state;
    const account = state.ensureAccount(order.accountId);
    const copy = { ...order, version: 0 };
    // One shared empty list for the many positions without staged take-profits.
    if (copy.takeProfitLevels.length === 0) copy.takeProfitLevels = NO_LEVELS;
    state.orders.set(copy.id, copy);
    account.orderIds.add(copy.id);
    state.nextOrderId = Math.max(state.nextOrderId, copy.id + 1);
    if (copy.status === 'open') {
      openPositionFromStore(state, copy);
      addStopEntries(state, copy);
    } else if (copy.queued) {
      state.queued.set(copy.symbol, [...(state.queued.get(copy.symbol) ?? []), copy.id]);
    } else addPendingEntry(state, copy);
  }

  place(command: PlaceOrderCommand): EngineResult<EngineOrder> {
    return placeOrder(this.state, command);
  }

  close(command: CloseOrderCommand): EngineResult<EngineOrder> {
    return closeOrder(this.state, command);
  }

  /** Close all, all of a symbol, all profitable or all losing positions of one trader. */
  closePositions(command: ClosePositionsCommand): EngineResult<ClosedPositions> {
    return closePositions(this.state, command);
  }

  reverse(command: ReversePositionCommand): EngineResult<{ closed: EngineOrder; opened: EngineOrder | null }> {
    return reversePosition(this.state, command);
  }

  cancel(command: OrderRefCommand): EngineResult<EngineOrder> {
    return cancelOrder(this.state, command);
  }

  modifyStops(command: ModifyStopsCommand): EngineResult<EngineOrder> {
    return modifyStops(this.state, command);
  }

  modifyTrigger(command: ModifyTriggerCommand): EngineResult<EngineOrder> {
    return modifyTrigger(this.state, command);
  }

  tick(command: TickCommand): Effect[] {
    return applyTick(this.state, command);
  }

  expire(now: number): Effect[] {
    return expireOrders(this.state, now);
  }

  /** The daily swap at `now`; `swapDays` says how many days each symbol's positions are charged (the calendar's answer). */
  rollover(now: number, swapDays: (symbol: string) => number): Effect[] {
    return applyRollover(this.state, now, swapDays);
  }

  /**
   * Re-values accounts exposed to symbols that ticked since the last call: stop-out across symbols,
   * margin-call warnings, fresh stop-out thresholds. Returns the accounts whose equity moved.
   */
  refreshRisk(now: number): { effects: Effect[]; moved: number[] } {
    const state = this.state;
    const moved = new Set<number>();
    for (const symbol of state.dirtySymbols) {
      for (const accountId of state.exposed.get(symbol) ?? []) moved.add(accountId);
      compactIfStale(state, symbol);
    }
    state.dirtySymbols.clear();
    const effects: Effect[] = [];
    for (const accountId of moved) enforceRisk(state, state.accounts.get(accountId)!, now, effects);
    return { effects, moved: [...moved] };
  }

  /** Switch to live: every demo order leaves the engine and the account starts from zero (balance, credit, holds). */
  resetAccount(accountId: number, opId = `user:${accountId}:switch-to-live`): EngineResult<FundsOutcome> {
    const state = this.state;
    if (state.appliedOps.has(opId)) return err('ALREADY_LIVE', 409, 'This account was already switched to live.');
    const account = state.ensureAccount(accountId);
    shiftAccount(state, account, -1);
    for (const id of account.orderIds) {
      const order = state.orders.get(id);
      if (!order) continue;
      order.version += 1;
      state.markStale(order.symbol, 2);
      state.orders.delete(id);
      if (order.queued)
        state.queued.set(
          order.symbol,
          (state.queued.get(order.symbol) ?? []).filter((q) => q !== id),
        );
    }
    for (const symbol of account.exposures.keys()) state.exposed.get(symbol)?.delete(accountId);
    account.orderIds.clear();
    account.exposures.clear();
    account.usedMarginCents = 0;
    account.openSwapCents = 0;
    account.marginCall = false;
    // Switching to live: the account trades live from here on.
    account.demo = false;
    this.kindKnown.add(accountId);
    placeStopOutEntries(state, account);
    const resetCents = -account.balanceCents;
    account.balanceCents = 0;
    account.creditCents = 0;
    account.reservedCents = 0;
    state.appliedOps.add(opId);
    const effects: Effect[] = [
      { type: 'applied', accountId, opId },
      { type: 'orders-deleted', accountId },
    ];
    if (resetCents !== 0)
      effects.push({
        type: 'ledger',
        accountId,
        kind: 'demo_reset',
        amountCents: resetCents,
        orderId: null,
        about: { note: 'Switch to live' },
      });
    effects.push({ type: 'funds', accountId, creditCents: 0, reservedCents: 0 }, { type: 'account', accountId });
    return { ok: true, value: { accountId, balanceCents: 0, creditCents: 0, reservedCents: 0 }, effects };
  }

  /** An account the engine has not met yet holds nothing (storage opens every account at zero). */
  accountFigures(accountId: number): AccountFigures | undefined {
    const account = this.state.ensureAccount(accountId);
    const equity = equityCents(this.state, account);
    return {
      accountId,
      userId: account.userId,
      balanceCents: account.balanceCents,
      equityCents: equity,
      usedMarginCents: account.usedMarginCents,
      creditCents: account.creditCents,
      unrealisedCents: equity - account.balanceCents - account.creditCents,
      freeMarginCents: equity - account.usedMarginCents - account.reservedCents,
      marginLevel: marginLevelPercent(equity, account.usedMarginCents),
      reservedCents: account.reservedCents,
      marginCall: account.marginCall,
    };
  }

  /** The live order (pending or open) by id, as the engine holds it now. */
  liveOrder(id: number): EngineOrder | undefined {
    const order = this.state.orders.get(id);
    return order ? snapshot(order) : undefined;
  }

  /** The price a live order is valued at: closing side for a position, entry side for a pending order. */
  livePricePts(order: Pick<EngineOrder, 'symbol' | 'side' | 'status' | 'userId'>): number | null {
    const quote = this.state.quotes.get(order.symbol);
    if (!quote) return null;
    const account = this.state.accounts.get(order.userId);
    const terms = account ? termsOf(this.state, account, order.symbol) : undefined;
    return order.status === 'pending'
      ? openingPts(terms, order.side, quote.bid, quote.ask)
      : closingPts(terms, order.side, quote.bid, quote.ask);
  }

  /** The account's bid and ask in points now: the symbol's widened by its group's markup; undefined without a price. */
  accountQuotePts(userId: number, symbol: string): { bid: number; ask: number } | undefined {
    const quote = this.state.quotes.get(symbol);
    if (!quote) return undefined;
    const account = this.state.accounts.get(userId);
    const terms = account ? termsOf(this.state, account, symbol) : undefined;
    return { bid: closingPts(terms, 'buy', quote.bid, quote.ask), ask: openingPts(terms, 'buy', quote.bid, quote.ask) };
  }

  /** Floating P/L of an open position in cents; null when no price or rate is known. */
  floatingProfitCents(order: EngineOrder): number | null {
    const sheet = this.state.symbols.get(order.symbol);
    const live = this.livePricePts(order);
    if (!sheet || live === null || order.openPts === null) return null;
    const rate = usdRate(sheet.quoteCurrency, this.state);
    if (rate === undefined) return null;
    return positionProfitCents(order.side, order.openPts, live, order.volumeUnits, sheet, rate);
  }

  /** After loading, arm every account's stop-out entries and check risk once. */
  armRisk(now: number): Effect[] {
    const effects: Effect[] = [];
    for (const account of this.state.accounts.values()) if (account.usedMarginCents > 0) enforceRisk(this.state, account, now, effects);
    return effects;
  }
}
