import type { Db } from '../../db/database.ts';
import { findDefaultAccount, findOwnedAccount } from './accounts.repository.ts';

/** The account a socket's handshake names, when the user owns it; without a name, their default account; null otherwise. */
export async function tradingAccountOf(db: Db, userId: number, named: unknown): Promise<number | null> {
  const id = Number(named);
  const account =
    named === undefined || named === null
      ? await findDefaultAccount(db, userId)
      : Number.isSafeInteger(id)
        ? await findOwnedAccount(db, userId, id)
        : undefined;
  return account?.id ?? null;
}
