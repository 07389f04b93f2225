import type { EngineOrder } from '../../engine/types.ts';

const ORDER_NUMBERS = [
  'volumeUnits',
  'leverage',
  'openPts',
  'requestedPts',
  'triggerPts',
  'stopLossPts',
  'takeProfitPts',
  'marginCents',
  'swapCents',
  'commissionCents',
] as const;

const fine = (value: unknown) => value === null || (typeof value === 'number' && Number.isSafeInteger(value));

/**
 * The start-up check: the engine refuses to run on stored money or prices that are not safe
 * integers (Infinity, NaN, fractions, beyond 2^53), and names every one it found.
 */
export function checkStoredNumbers(
  accounts: Array<{ user_id: number; balance_cents: number; credit_cents: number; reserved_cents: number }>,
  orders: EngineOrder[],
): void {
  const bad: string[] = [];
  for (const row of accounts)
    for (const column of ['balance_cents', 'credit_cents', 'reserved_cents'] as const)
      if (!fine(row[column])) bad.push(`accounts(user_id=${row.user_id}).${column}=${String(row[column])}`);
  for (const order of orders)
    for (const field of ORDER_NUMBERS) if (!fine(order[field])) bad.push(`orders(id=${order.id}).${field}=${String(order[field])}`);
  if (bad.length > 0)
    throw new Error(`Refusing to start the trading engine: stored values are not finite whole numbers in range: ${bad.join(', ')}`);
}
