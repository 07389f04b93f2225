import type { Db } from '../../db/database.ts';
import type { FundsCommand, FundsOutcome } from '../../engine/balance-commands.ts';
import type { TransferCommand, TransferOutcome } from '../../engine/account-transfer.ts';
import { AppError } from '../../errors/app-error.ts';

/** What a money desk may do on the engine's instance: apply balance commands, persisted with its own writes. */
export interface FundsMover {
  /**
   * Applies one balance command in the engine and commits its ledger/account effects together with
   * `extra` (the request row, the audit entry) in one transaction. Throws the engine's refusal as an AppError.
   */
  move(command: FundsCommand, extra?: (trx: Db) => Promise<void>): Promise<FundsOutcome>;
  /** Moves money between two accounts of one trader in one engine command, both ledger legs in one transaction. */
  transfer(command: TransferCommand, extra?: (trx: Db) => Promise<void>): Promise<TransferOutcome>;
  /** Tells the engine who owns an account opened after it loaded. */
  register(accountId: number, userId: number): void;
  /** Whether a balance command with this id was applied already. */
  isApplied(opId: string): boolean;
  /** The account's balance, credit and holds as the engine holds them now. */
  account(accountId: number): FundsOutcome;
  /** Money the account could give now (balance not used as margin or held, within free margin). */
  withdrawableCents(accountId: number): number;
}

/** A money desk: runs on the engine's instance, with a plain-JSON payload and answer (it may be forwarded). */
export type FundsHandler = (payload: unknown, mover: FundsMover) => Promise<unknown>;

/**
 * The money desks every instance registers at start (deposits and withdrawals, staff adjustments,
 * demo credit): the trading service runs a desk where the engine is, forwarding it there otherwise.
 */
export function createFundsDesks() {
  const handlers = new Map<string, FundsHandler>();
  return {
    register(name: string, handler: FundsHandler): void {
      handlers.set(name, handler);
    },
    get(name: string): FundsHandler {
      const handler = handlers.get(name);
      if (!handler) throw new AppError('INTERNAL_ERROR', 500, `No money desk named ${name}.`);
      return handler;
    },
  };
}
export type FundsDesks = ReturnType<typeof createFundsDesks>;

/** How other modules ask for money to move: the trading service's `funds`, local or forwarded. */
export interface FundsCaller {
  funds(desk: string, payload: unknown): Promise<unknown>;
}
