import type { Account } from '@platform/shared/account';
import type { AccountFigures } from '../../engine/trading-engine.ts';

const money = (cents: number) => cents / 100;

export function accountView(figures: AccountFigures): Account {
  return {
    user_id: figures.userId,
    account_id: figures.accountId,
    balance: money(figures.balanceCents),
    equity: money(figures.equityCents),
    used_margin: money(figures.usedMarginCents),
    credit: money(figures.creditCents),
    unrealized_profit: money(figures.unrealisedCents),
    free_margin: money(figures.freeMarginCents),
    margin_level: figures.marginLevel === null ? null : Math.round(figures.marginLevel * 100) / 100,
    reserved: money(figures.reservedCents),
    margin_call: figures.marginCall,
  };
}
