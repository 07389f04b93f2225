import { closedAccountRefusal } from './account-closing.ts';
import type { EngineState } from './engine-state.ts';
import { equityCents } from './account-risk.ts';
import { err, fieldError, type Effect, type EngineAccount, type EngineResult, type LedgerNote } from './types.ts';

/**
 * Every balance change outside trading. Amounts are integer cents: positive for money in (deposit,
 * referral reward, demo credit) and for the amount held, released or paid out; signed for a staff
 * adjustment and a credit-line change.
 */
export type FundsCommandKind =
  | 'deposit'
  | 'hold'
  | 'release'
  | 'payout'
  | 'adjustment'
  | 'credit'
  | 'referral_reward'
  | 'demo_credit'
  /** A decision that moves no money (a rejected deposit): only its id is claimed, so a racing approval is refused. */
  | 'claim';

export interface FundsCommand {
  /** Applied at most once, ever (for example `tx:42:approve`). */
  opId: string;
  accountId: number;
  kind: FundsCommandKind;
  amountCents: number;
  /** An adjustment may take the balance below the money held (or below zero) only when staff says so. */
  allowNegative?: boolean;
  about?: LedgerNote;
}

export interface FundsOutcome {
  accountId: number;
  balanceCents: number;
  creditCents: number;
  reservedCents: number;
}

const SIGNED: ReadonlySet<FundsCommandKind> = new Set(['adjustment', 'credit']);

/** Money the trader can take out now: balance not used as margin or held, and never more than free margin. */
export function withdrawableCents(state: EngineState, account: EngineAccount): number {
  const free = equityCents(state, account) - account.usedMarginCents - account.reservedCents;
  return Math.max(0, Math.min(account.balanceCents - account.reservedCents - account.usedMarginCents, free));
}

export function applyFunds(state: EngineState, command: FundsCommand): EngineResult<FundsOutcome> {
  const { opId, accountId, kind, amountCents } = command;
  const amountOk = kind === 'claim' ? amountCents === 0 : SIGNED.has(kind) ? amountCents !== 0 : amountCents > 0;
  if (!Number.isSafeInteger(amountCents) || !amountOk) return fieldError('amount', 'Enter an amount in dollars and cents.');
  if (typeof opId !== 'string' || opId.length === 0 || opId.length > 120) return fieldError('op_id', 'A balance change needs its id.');
  if (state.appliedOps.has(opId)) return err('ALREADY_REVIEWED', 409, 'This balance change was already applied.', { opId });
  const closed = closedAccountRefusal(state, accountId);
  if (closed) return closed;
  const account = state.ensureAccount(accountId);

  let balanceMove = 0;
  let ledgerKind: Extract<Effect, { type: 'ledger' }>['kind'] | null = null;
  switch (kind) {
    case 'deposit':
    case 'referral_reward':
    case 'demo_credit':
      balanceMove = amountCents;
      ledgerKind = kind;
      break;
    case 'hold': {
      const available = withdrawableCents(state, account);
      if (amountCents > available) return err('INSUFFICIENT_FUNDS', 422, 'Insufficient funds.', { availableCents: available });
      account.reservedCents += amountCents;
      break;
    }
    case 'release':
    case 'payout':
      if (amountCents > account.reservedCents) return err('CONFLICT', 409, 'This amount is not held for the trader.', { opId });
      // Losses since the hold may have eaten the money: never pay out into a negative balance.
      if (kind === 'payout' && account.balanceCents < amountCents)
        return err('INSUFFICIENT_FUNDS', 422, 'The balance no longer covers this withdrawal. Reject it to release the hold.', {
          balanceCents: account.balanceCents,
        });
      account.reservedCents -= amountCents;
      if (kind === 'payout') {
        balanceMove = -amountCents;
        ledgerKind = 'withdrawal';
      }
      break;
    case 'adjustment':
      if (!command.allowNegative && account.balanceCents + amountCents < account.reservedCents)
        return fieldError('amount', 'The adjustment would take the balance below zero (or below money held for withdrawals).');
      balanceMove = amountCents;
      ledgerKind = 'adjustment';
      break;
    case 'claim':
      break;
    case 'credit':
      if (account.creditCents + amountCents < 0) return fieldError('amount', 'The credit cannot go below zero.');
      if (amountCents < 0 && account.balanceCents + account.creditCents + amountCents < 0)
        return fieldError('amount', 'Removing this credit would take the account’s equity below zero.');
      account.creditCents += amountCents;
      break;
    default:
      return fieldError('kind', 'Unknown balance change.');
  }
  account.balanceCents += balanceMove;
  state.appliedOps.add(opId);
  // Equity moved: the next risk refresh re-checks stop-out and re-arms the thresholds.
  for (const symbol of account.exposures.keys()) state.dirtySymbols.add(symbol);

  const effects: Effect[] = [{ type: 'applied', accountId, opId }];
  const value = { accountId, balanceCents: account.balanceCents, creditCents: account.creditCents, reservedCents: account.reservedCents };
  if (kind === 'claim') return { ok: true, value, effects };
  if (ledgerKind)
    effects.push({
      type: 'ledger',
      accountId,
      kind: ledgerKind,
      amountCents: balanceMove,
      orderId: null,
      ...(command.about ? { about: command.about } : {}),
    });
  effects.push({ type: 'funds', accountId, creditCents: account.creditCents, reservedCents: account.reservedCents });
  effects.push({ type: 'account', accountId });
  return { ok: true, value, effects };
}
