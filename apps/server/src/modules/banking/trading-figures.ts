import { toCents } from '@platform/shared/money';
import type { Db } from '../../db/database.ts';
import type { TradingService } from '../trading/trading.service.ts';

/** What a withdrawal needs from trading: the margin open positions use, and free margin when known. */
export interface MarginFigures {
  usedMarginCents: number;
  /** Equity − used margin − holds; only the engine knows it (floating P/L), so null when it is unreachable. */
  freeMarginCents: number | null;
}

export type TradingFigures = (userId: number) => Promise<MarginFigures>;

/**
 * The engine's live figures: read in place on the instance that runs it, asked of it by the
 * others. Only when no engine answers, the margin stored with the trader's open positions (the
 * same number, without the floating P/L).
 */
export function tradingFiguresOf(db: Db, trading: TradingService | undefined): TradingFigures {
  return async (userId) => {
    if (trading?.runtime.isLeader()) {
      await trading.runtime.syncAccount(userId);
      const figures = trading.runtime.engine().accountFigures(userId);
      if (figures) return { usedMarginCents: figures.usedMarginCents, freeMarginCents: figures.freeMarginCents };
    } else if (trading) {
      const live = await trading.account(userId).catch(() => null);
      if (live) return { usedMarginCents: toCents(live.account.used_margin), freeMarginCents: toCents(live.account.free_margin) };
    }
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('margin_cents'), eb.lit(0)).as('used'))
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return { usedMarginCents: Number(row.used), freeMarginCents: null };
  };
}
