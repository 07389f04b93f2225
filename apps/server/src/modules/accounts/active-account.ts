import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { Account } from '../../engine-host/engine-host.ts';
import { findDefaultAccount, findOwnedAccount } from './accounts.repository.ts';
import type { AccountRef } from './account-ref.ts';

/** The header a screen names its account with on every call (a tab's own choice; no server-side "current account"). */
export const ACCOUNT_HEADER = 'x-account';

const notFound = () => AppError.notFound('Account not found.');

/** The account id the request names (`X-Account: 12` or `?account=12`); null when it names none. */
export function namedAccountId(request: FastifyRequest): number | null {
  const header = request.headers[ACCOUNT_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.account;
  const raw = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  // Anything but an id of one of the trader's accounts is the same 404 (no probing of others' ids).
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** The trader's account a call is for: the one it names, else the default one; another's or a closed one is a 404. */
export async function activeAccount(ctx: AppContext, request: FastifyRequest): Promise<Account> {
  const user = currentUser(request);
  const named = namedAccountId(request);
  const account = named === null ? await findDefaultAccount(ctx.db, user.id) : await findOwnedAccount(ctx.db, user.id, named);
  if (!account) throw notFound();
  return account;
}

/**
 * Who owns an account never changes, so a trading call's account is looked up once per instance
 * (the order path pays no extra query); a new default or a closed account makes every instance
 * forget the trader's entries (`ctx.accountRefs`), and the engine refuses a closed account's
 * orders and money whatever a cache says. Bounded: cleared when full.
 */
const MAX_REMEMBERED = 100_000;

/** The account a call names (or the trader's default) when this instance has seen it before; null otherwise. */
function rememberedAccountRef(ctx: AppContext, request: FastifyRequest): AccountRef | null {
  const user = currentUser(request);
  const named = namedAccountId(request);
  const cache = ctx.accountRefs;
  if (cache.owned.size + cache.defaults.size > MAX_REMEMBERED) {
    cache.owned.clear();
    cache.defaults.clear();
  }
  if (named !== null) return cache.owned.has(`${user.id}:${named}`) ? { accountId: named, userId: user.id } : null;
  const remembered = cache.defaults.get(user.id);
  return remembered === undefined ? null : { accountId: remembered, userId: user.id };
}

export async function activeAccountRef(ctx: AppContext, request: FastifyRequest): Promise<AccountRef> {
  const remembered = rememberedAccountRef(ctx, request);
  if (remembered) return remembered;
  const account = await activeAccount(ctx, request);
  if (namedAccountId(request) === null) ctx.accountRefs.defaults.set(account.userId, account.id);
  else ctx.accountRefs.owned.add(`${account.userId}:${account.id}`);
  return { accountId: account.id, userId: account.userId };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The trading account of a route behind `resolveCallerAccount`. */
    callerAccount: AccountRef | null;
  }
}

/**
 * preHandler hook (after `authenticate` and the schemas): resolves the call's trading account once,
 * so handlers read it with `callerAccount(request)`. A callback hook: a remembered account (every
 * order after a trader's first) costs no promise on the order path.
 */
export function resolveCallerAccount(ctx: AppContext) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    let remembered: AccountRef | null;
    try {
      remembered = rememberedAccountRef(ctx, request);
    } catch (error) {
      return done(error as Error);
    }
    if (remembered) {
      request.callerAccount = remembered;
      return done();
    }
    activeAccountRef(ctx, request).then((account) => {
      request.callerAccount = account;
      done();
    }, done);
  };
}

/** The trading account `resolveCallerAccount` found for this request. */
export function callerAccount(request: FastifyRequest): AccountRef {
  if (!request.callerAccount) throw notFound();
  return request.callerAccount;
}
