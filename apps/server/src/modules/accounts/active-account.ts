import type { FastifyRequest } from 'fastify';
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
 * Who owns an account never changes, and no route closes one yet, so a trading call's account is
 * looked up once per instance (the order path pays no extra query). Bounded: cleared when full.
 */
const MAX_REMEMBERED = 100_000;

export async function activeAccountRef(ctx: AppContext, request: FastifyRequest): Promise<AccountRef> {
  const user = currentUser(request);
  const named = namedAccountId(request);
  const cache = ctx.accountRefs;
  if (cache.owned.size + cache.defaults.size > MAX_REMEMBERED) {
    cache.owned.clear();
    cache.defaults.clear();
  }
  if (named !== null && cache.owned.has(`${user.id}:${named}`)) return { accountId: named, userId: user.id };
  const remembered = named === null ? cache.defaults.get(user.id) : undefined;
  if (remembered !== undefined) return { accountId: remembered, userId: user.id };
  const account = await activeAccount(ctx, request);
  if (named === null) cache.defaults.set(user.id, account.id);
  else cache.owned.add(`${user.id}:${account.id}`);
  return { accountId: account.id, userId: account.userId };
}
