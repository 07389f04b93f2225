import type { EngineState } from './engine-state.ts';
import type { EngineAccount } from './types.ts';

/**
 * Takes the account's open volume out of the risk book (sign −1) or puts it back (sign 1), per
 * symbol: around a change of its client group or demo flag, which moves it to other buckets.
 */
export function shiftAccount(state: EngineState, account: EngineAccount, sign: 1 | -1): void {
  if (account.exposures.size === 0) return;
  const book = state.riskBook;
  for (const [symbol, exposure] of account.exposures) {
    const bucket = book.bucket(symbol, account.groupId, account.demo);
    bucket.buyUnits += sign * exposure.buyUnits;
    bucket.buyPtsUnits += sign * exposure.buyPtsUnits;
    bucket.sellUnits += sign * exposure.sellUnits;
    bucket.sellPtsUnits += sign * exposure.sellPtsUnits;
    bucket.positions += sign * exposure.positions;
    bucket.accounts += sign;
  }
  book.countAccount(account.groupId, account.demo, sign);
  book.version += 1;
}
