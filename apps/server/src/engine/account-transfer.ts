import { closedAccountRefusal } from './account-closing.ts';
import type { EngineState } from './engine-state.ts';
import { withdrawableCents } from './balance-commands.ts';
import { err, fieldError, type Effect, type EngineResult } from './types.ts';

/** Money moved between two accounts of one trader, both legs in one command (issue 29). */
export interface TransferCommand {
  /** Applied at most once, ever (`transfer:<user>:<key>`). */
  opId: string;
  fromAccountId: number;
  toAccountId: number;
  amountCents: number;
  /** Written on both ledger legs, so each names the one transfer it belongs to. */
  transferId: string;
}

export interface TransferOutcome {
  fromBalanceCents: number;
  toBalanceCents: number;
}

/**
 * Debits the source and credits the destination by the same amount, or neither. The source keeps
 * a non-negative free margin: never more than it could withdraw now (balance not used as margin or
 * held, within free margin).
 */
export function applyTransfer(state: EngineState, command: TransferCommand): EngineResult<TransferOutcome> {
  const { opId, fromAccountId, toAccountId, amountCents, transferId } = command;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return fieldError('amount', 'Enter an amount in dollars and cents.');
  if (fromAccountId === toAccountId) return fieldError('to', 'Choose another account to transfer to.');
  if (state.appliedOps.has(opId)) return err('ALREADY_REVIEWED', 409, 'This transfer was already applied.', { opId });
  const closed = closedAccountRefusal(state, fromAccountId, toAccountId);
  if (closed) return closed;
  const from = state.ensureAccount(fromAccountId);
  const to = state.ensureAccount(toAccountId);
  const available = withdrawableCents(state, from);
  if (amountCents > available)
    return err('INSUFFICIENT_FUNDS', 422, 'Insufficient funds: the transfer would leave the account without free margin.', {
      availableCents: available,
    });
  from.balanceCents -= amountCents;
  to.balanceCents += amountCents;
  state.appliedOps.add(opId);
  for (const account of [from, to]) for (const symbol of account.exposures.keys()) state.dirtySymbols.add(symbol);
  const leg = (accountId: number, signed: number, other: number): Effect => ({
    type: 'ledger',
    accountId,
    kind: 'transfer',
    amountCents: signed,
    orderId: null,
    about: { refType: 'account', refId: other, note: transferId },
  });
  const effects: Effect[] = [
    { type: 'applied', accountId: fromAccountId, opId },
    leg(fromAccountId, -amountCents, toAccountId),
    leg(toAccountId, amountCents, fromAccountId),
    { type: 'account', accountId: fromAccountId },
    { type: 'account', accountId: toAccountId },
  ];
  return { ok: true, value: { fromBalanceCents: from.balanceCents, toBalanceCents: to.balanceCents }, effects };
}
