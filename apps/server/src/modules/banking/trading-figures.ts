import type { Services } from '../../services.ts';

/** What withdrawals need from the trading engine: the margin its open positions use now. */
export interface TradingFigures {
  accountFigures(userId: number): { usedMarginCents: number; freeMarginCents: number } | undefined;
}

/**
 * The trading service's figures when it offers them (services.trading.accountFigures), else
 * undefined: then only the balance and existing holds limit a withdrawal.
 */
export function tradingFiguresOf(services: Services | undefined): TradingFigures | undefined {
  const trading = (services as { trading?: Partial<TradingFigures> } | undefined)?.trading;
  return typeof trading?.accountFigures === 'function' ? (trading as TradingFigures) : undefined;
}
