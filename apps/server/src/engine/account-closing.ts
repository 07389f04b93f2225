import type { EngineState } from './engine-state.ts';
import { err, type EngineError } from './types.ts';

export const accountClosingMessages = {
  openPositions: 'This account has open positions. Close them before closing the account.',
  pendingOrders: 'This account has pending orders. Cancel them before closing the account.',
  money: 'This account still holds money (balance, credit or held funds). Move or withdraw it before closing the account.',
  gone: 'Account not found.',
} as const;

/**
 * A closed account answers like an unknown one to every money or trading command (a transfer names
 * two). Every order passes here: two plain lookups, no array or closure per call.
 */
export function closedAccountRefusal(
  state: EngineState,
  accountId: number,
  otherAccountId?: number,
): { ok: false; error: EngineError } | null {
  const closed =
    state.accounts.get(accountId)?.closed === true || (otherAccountId !== undefined && state.accounts.get(otherAccountId)?.closed === true);
  return closed ? err('NOT_FOUND', 404, accountClosingMessages.gone) : null;
}

/**
 * Closes an empty account (staff, issue 29): refused while it holds a position, a pending order or
 * any money; from then on the engine refuses every order and balance change for it. Synchronous,
 * so no command can slip in between the check and the close.
 */
export function closeAccount(state: EngineState, accountId: number): { ok: true } | { ok: false; error: EngineError } {
  const account = state.ensureAccount(accountId);
  if (account.closed) return err('NOT_FOUND', 404, accountClosingMessages.gone);
  const orders = [...account.orderIds].map((id) => state.orders.get(id)).filter((order) => order !== undefined);
  if (orders.some((order) => order.status === 'open')) return err('CONFLICT', 409, accountClosingMessages.openPositions);
  if (orders.length > 0) return err('CONFLICT', 409, accountClosingMessages.pendingOrders);
  if (account.balanceCents !== 0 || account.creditCents !== 0 || account.reservedCents !== 0)
    return err('CONFLICT', 409, accountClosingMessages.money);
  account.closed = true;
  return { ok: true };
}

/** Undoes `closeAccount` when its storage write failed (the account was empty and stays so). */
export function reopenAccount(state: EngineState, accountId: number): void {
  const account = state.accounts.get(accountId);
  if (account) account.closed = false;
}
