import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccountsTable, AccountType, LedgerEntriesTable, LedgerKind } from './ledger.tables.ts';

export interface LedgerPosting {
  accountId: number;
  /** The account's owner (the writer reads it with the balance it moves). */
  userId: number;
  kind: LedgerKind;
  amountCents: number;
  refType?: string;
  refId?: number;
  note?: string;
  createdBy?: number;
}

/** One trading account's stored balance, credit and holds (the engine owns the live figures). */
export interface Account {
  id: number;
  userId: number;
  type: AccountType;
  leverage: number | null;
  balanceCents: number;
  creditCents: number;
  reservedCents: number;
  createdAt: number;
  updatedAt: number;
  closedAt: number | null;
  markedDefaultAt: number | null;
}

/** One movement of an account's balance, with the balance it left. */
export interface LedgerEntry {
  id: number;
  userId: number;
  accountId: number;
  kind: LedgerKind;
  amountCents: number;
  balanceAfterCents: number;
  refType: string | null;
  refId: number | null;
  note: string | null;
  createdBy: number | null;
  createdAt: number;
}

export function accountFromRow(row: Selectable<AccountsTable>): Account {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    leverage: row.leverage,
    balanceCents: row.balance_cents,
    creditCents: row.credit_cents,
    reservedCents: row.reserved_cents,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    markedDefaultAt: row.marked_default_at,
  };
}

export function ledgerEntryFromRow(row: Selectable<LedgerEntriesTable>): LedgerEntry {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    kind: row.kind,
    amountCents: row.amount_cents,
    balanceAfterCents: row.balance_after_cents,
    refType: row.ref_type,
    refId: row.ref_id,
    note: row.note,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** Opens a trading account at zero (money reaches it only through the engine); its id. */
export async function createAccount(
  db: Db,
  userId: number,
  now: number,
  options: { type: AccountType; leverage?: number | null },
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      user_id: userId,
      type: options.type,
      leverage: options.leverage ?? null,
      balance_cents: 0,
      credit_cents: 0,
      reserved_cents: 0,
      created_at: now,
      updated_at: now,
      closed_at: null,
      marked_default_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Appends one ledger entry whose amount already moved the stored balance to `balanceAfterCents`.
 * Only the trading engine's effect writer calls it: balance changes go through the engine.
 */
export async function insertLedgerEntry(trx: Db, posting: LedgerPosting, balanceAfterCents: number, now: number): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      user_id: posting.userId,
      account_id: posting.accountId,
      kind: posting.kind,
      amount_cents: posting.amountCents,
      balance_after_cents: balanceAfterCents,
      ref_type: posting.refType ?? null,
      ref_id: posting.refId ?? null,
      note: posting.note ?? null,
      created_by: posting.createdBy ?? null,
      created_at: now,
    })
    .execute();
}

/** Every account's owner, balance, credit and holds (the engine loads them once, then owns them). */
export async function listAccounts(db: Db): Promise<
  Array<{
    accountId: number;
    userId: number;
    balanceCents: number;
    creditCents: number;
    reservedCents: number;
    leverage: number | null;
    closed: boolean;
    demo: boolean;
  }>
> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'user_id', 'balance_cents', 'credit_cents', 'reserved_cents', 'leverage', 'closed_at', 'type'])
    .execute();
  return rows.map((row) => ({
    accountId: Number(row.id),
    demo: row.type === 'demo',
    userId: row.user_id,
    balanceCents: row.balance_cents,
    creditCents: row.credit_cents,
    reservedCents: row.reserved_cents,
    leverage: row.leverage === null ? null : Number(row.leverage),
    closed: row.closed_at !== null,
  }));
}

/** Ids of every balance command applied so far. */
export async function listAppliedOps(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('applied_balance_ops').select('op_id').execute();
  return rows.map((row) => row.op_id);
}

/**
 * The trader's open accounts, their default first: the one they marked last, else the first opened.
 * The one rule for "a call that names no account" (the accounts' listing reads it too).
 */
export async function listOpenAccounts(db: Db, userId: number, limit?: number): Promise<Account[]> {
  let query = db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .orderBy((eb) => eb.fn.coalesce('marked_default_at', eb.lit(0)), 'desc')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(accountFromRow);
}

/** The trader's default account (see `listOpenAccounts`). */
export async function findAccount(db: Db, userId: number): Promise<Account | undefined> {
  return (await listOpenAccounts(db, userId, 1))[0];
}

/** Sum of a trader's ledger over all their accounts (each account's own: `sumAccountLedger`). */
export async function sumLedger(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function sumAccountLedger(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A trader's ledger over all their accounts, newest first. */
export async function listLedger(db: Db, userId: number, limit = 200): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(ledgerEntryFromRow);
}

/** Whether an account is a demo one (the risk desk keeps demo figures apart); unknown ids read as live. */
export async function isDemoAccount(db: Db, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('type').where('id', '=', accountId).executeTakeFirst();
  return row?.type === 'demo';
}
