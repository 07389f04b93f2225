import type { EngineOrder } from '../engine/types.ts';
import type { Account } from './storage/ledger.repository.ts';

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

/** An account's money fields and the columns that store them (the message names the column). */
const ACCOUNT_NUMBERS = [
  ['balanceCents', 'balance_cents'],
  ['creditCents', 'credit_cents'],
  ['reservedCents', 'reserved_cents'],
] as const;

const fine = (value: unknown) => value === null || (typeof value === 'number' && Number.isSafeInteger(value));

/**
 * The start-up check: the engine refuses to run on stored money or prices that are not safe
 * integers (Infinity, NaN, fractions, beyond 2^53), and names every one it found.
 */
export function checkStoredNumbers(
  accounts: Array<Pick<Account, 'userId' | 'balanceCents' | 'creditCents' | 'reservedCents'>>,
  orders: EngineOrder[],
): void {
  const bad: string[] = [];
  for (const account of accounts)
    for (const [field, column] of ACCOUNT_NUMBERS)
      if (!fine(account[field])) bad.push(`accounts(user_id=${account.userId}).${column}=${String(account[field])}`);
  for (const order of orders)
    for (const field of ORDER_NUMBERS) if (!fine(order[field])) bad.push(`orders(id=${order.id}).${field}=${String(order[field])}`);
  if (bad.length > 0)
    throw new Error(`Refusing to start the trading engine: stored values are not finite whole numbers in range: ${bad.join(', ')}`);
}
