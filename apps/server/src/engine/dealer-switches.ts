import type { OrderSide } from '@platform/shared/orders';
import type { TradeMode } from '@platform/shared/trading-conditions';

export type SwitchScope = 'symbol' | 'group' | 'account';
export type SwitchMode = Exclude<TradeMode, 'full'>;

const RANK: Record<TradeMode, number> = { full: 0, close_only: 1, disabled: 2 };

/** The stricter of two trade modes. */
export function stricterMode(a: TradeMode, b: TradeMode): TradeMode {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * The risk desk's switches as the engine applies them: a symbol, a client group or one account put
 * in close-only or disabled by a dealer, and the sides an exposure limit closed for new exposure.
 */
export class DealerSwitches {
  private readonly modes = {
    symbol: new Map<string, SwitchMode>(),
    group: new Map<string, SwitchMode>(),
    account: new Map<string, SwitchMode>(),
  };
  /** Symbol → sides refused for new positions (an exposure limit with the close-only action). */
  private readonly blocked = new Map<string, Set<OrderSide>>();

  set(scope: SwitchScope, key: string, mode: SwitchMode | null): void {
    if (mode === null) this.modes[scope].delete(key);
    else this.modes[scope].set(key, mode);
  }

  /** The strictest switch over this account's symbol, group and itself ('full' when none). */
  modeFor(symbol: string, groupId: number, accountId: number): TradeMode {
    let mode: TradeMode = this.modes.symbol.get(symbol) ?? 'full';
    if (this.modes.group.size > 0) mode = stricterMode(mode, this.modes.group.get(String(groupId)) ?? 'full');
    if (this.modes.account.size > 0) mode = stricterMode(mode, this.modes.account.get(String(accountId)) ?? 'full');
    return mode;
  }

  setBlocked(symbol: string, side: OrderSide, blocked: boolean): void {
    let sides = this.blocked.get(symbol);
    if (blocked) {
      if (!sides) this.blocked.set(symbol, (sides = new Set()));
      sides.add(side);
    } else sides?.delete(side);
  }

  isBlocked(symbol: string, side: OrderSide): boolean {
    return this.blocked.get(symbol)?.has(side) ?? false;
  }

  list(): Array<{ scope: SwitchScope; key: string; mode: SwitchMode }> {
    return (Object.keys(this.modes) as SwitchScope[]).flatMap((scope) =>
      [...this.modes[scope]].map(([key, mode]) => ({ scope, key, mode })),
    );
  }

  blockedSides(): Array<{ symbol: string; side: OrderSide }> {
    return [...this.blocked].flatMap(([symbol, sides]) => [...sides].map((side) => ({ symbol, side })));
  }
}
