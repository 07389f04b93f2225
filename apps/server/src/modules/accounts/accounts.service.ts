import {
  accountMessages,
  accountNumberOf,
  type AccountType,
  type OpenAccountRequest,
  type TradingAccount,
  type TransferRequest,
  type TransferResponse,
} from '@platform/shared/trading-accounts';
import { fromCents, toCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { createAccount, type Account, type EngineHost } from '../../engine-host/engine-host.ts';
import type { Account as AccountFigures } from '@platform/shared/account';
import { announceUserChanged, creditDemoFunds, updateUser } from '../auth/public.ts';
import { countAccountsOf, findAccountById, findOwnedAccount, listAccountsOf, markAccountDefault } from './accounts.repository.ts';
import { transferBetweenAccounts } from './commands/transfer.ts';
import { closeTradingAccount } from './commands/close-account.ts';
import type { StaffActor } from '../audit/public.ts';

/** The trader's accounts: listing with live figures, opening one (within the limits), moving money between live ones. */
/** The engine's figures of one account (the trading module's read, passed in where the app is wired). */
export type ReadFigures = (account: { accountId: number; userId: number }) => Promise<AccountFigures>;

export function createAccountsService(ctx: AppContext, host: EngineHost, readFigures: ReadFigures) {
  /** The engine's figures; the stored balance alone while the engine cannot be asked (the back office still shows the account). */
  async function figuresOf(account: Account) {
    try {
      return await readFigures({ accountId: account.id, userId: account.userId });
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 503) throw error;
      const balance = fromCents(account.balanceCents);
      const equity = fromCents(account.balanceCents + account.creditCents);
      return { balance, equity, free_margin: equity - fromCents(account.reservedCents), used_margin: 0 };
    }
  }

  async function view(account: Account, isDefault: boolean): Promise<TradingAccount> {
    const figures = await figuresOf(account);
    return {
      id: account.id,
      number: accountNumberOf(account.id),
      type: account.type,
      leverage: account.leverage,
      is_default: isDefault,
      balance: figures.balance,
      equity: figures.equity,
      free_margin: figures.free_margin,
      used_margin: figures.used_margin,
      created_at: new Date(account.createdAt).toISOString(),
    };
  }

  async function list(userId: number): Promise<TradingAccount[]> {
    const accounts = await listAccountsOf(ctx.db, userId);
    return Promise.all(accounts.map((account, index) => view(account, index === 0)));
  }

  function limitOf(type: AccountType): number {
    return type === 'demo' ? ctx.config.accounts.maxDemo : ctx.config.accounts.maxLive;
  }

  /** The most leverage a new account may take: its type's default group's (a new account trades in it). */
  function leverageCapFor(type: AccountType): number {
    const group = ctx.groups.defaultFor(type);
    if (!group) throw new Error('No default client group: the 0710 migration seeds one per account type.');
    return group.maxLeverage;
  }

  /**
   * Opens an account: a demo one with the demo balance, a live one at zero (funded by deposits; its
   * withdrawals need what a live trader's need today). A trader who opens a live account is live.
   */
  async function open(user: AuthUser, input: OpenAccountRequest): Promise<TradingAccount> {
    const leverage = input.leverage ?? null;
    if (leverage !== null) {
      await ctx.groups.ready();
      const cap = leverageCapFor(input.type);
      if (leverage > cap) throw AppError.validation({ leverage: [accountMessages.leverageAboveCap(cap)] });
    }
    const now = ctx.clock.now();
    const limit = limitOf(input.type);
    const accountId = await ctx.db.transaction().execute(async (trx) => {
      // Touching the user row first serialises one trader's opens on PostgreSQL (SQLite writes one at a time).
      await updateUser(trx, user.id, { updatedAt: now, ...(input.type === 'live' ? { accountType: 'live' as const } : {}) });
      if ((await countAccountsOf(trx, user.id, input.type)) >= limit)
        throw new AppError('CONFLICT', 409, accountMessages.limitReached(input.type, limit));
      return createAccount(trx, user.id, now, { type: input.type, leverage });
    });
    if (input.type === 'live' && user.accountType !== 'live') announceUserChanged(ctx.bus, user.id);
    const { demoStartBalanceCents } = await ctx.settings.get();
    await host.run(creditDemoFunds, {
      accountId,
      userId: user.id,
      amountCents: input.type === 'demo' ? demoStartBalanceCents : 0,
      leverage,
    });
    const account = await findAccountById(ctx.db, accountId);
    return view(account!, false);
  }

  /** Between two live accounts of the trader; another's account is a 404 like an unknown one. */
  async function transfer(user: AuthUser, input: TransferRequest, key: string | null, raw: unknown): Promise<TransferResponse> {
    const [from, to] = await Promise.all([findOwnedAccount(ctx.db, user.id, input.from), findOwnedAccount(ctx.db, user.id, input.to)]);
    if (!from || !to) throw AppError.notFound('Account not found.');
    if (from.id === to.id) throw AppError.validation({ to: [accountMessages.transferSameAccount] });
    if (from.type !== 'live' || to.type !== 'live') throw new AppError('CONFLICT', 409, accountMessages.transferLiveOnly);
    return host.run(transferBetweenAccounts, {
      userId: user.id,
      fromAccountId: from.id,
      toAccountId: to.id,
      amountCents: toCents(input.amount),
      key,
      raw,
    });
  }

  /** The trader marks one of their accounts as default: calls that name no account are for it from now on, on every instance. */
  async function makeDefault(user: AuthUser, accountId: number): Promise<{ message: string; accounts: TradingAccount[] }> {
    const account = await findOwnedAccount(ctx.db, user.id, accountId);
    if (!account) throw AppError.notFound('Account not found.');
    await markAccountDefault(ctx.db, account.id, ctx.clock.now());
    forgetRefs(user.id);
    return { message: accountMessages.madeDefault(accountNumberOf(account.id)), accounts: await list(user.id) };
  }

  /** Staff close an empty account (see `closeTradingAccount`); every instance forgets it at once. */
  async function close(actor: StaffActor, accountId: number) {
    const closed = await host.run(closeTradingAccount, { actor, accountId });
    forgetRefs(closed.user_id);
    return { message: accountMessages.closed(closed.number), account: closed };
  }

  function forgetRefs(userId: number) {
    ctx.accountRefs.forget(userId);
    announceUserChanged(ctx.bus, userId);
  }

  return { list, open, transfer, makeDefault, close };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
