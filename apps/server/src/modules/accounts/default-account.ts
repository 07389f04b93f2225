import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { findDefaultAccount } from './accounts.repository.ts';

/** The id of the account money for this trader goes to when nothing names one (their first open account). */
export async function defaultAccountIdOf(db: Db, userId: number): Promise<number> {
  const account = await findDefaultAccount(db, userId);
  if (!account) throw AppError.notFound('This trader has no account.');
  return account.id;
}
