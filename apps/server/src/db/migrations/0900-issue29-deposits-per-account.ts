import { sql, type Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * Deposits per trading account (issue 29). A platform deposit address belonged to the login
 * (`deposit_addresses.user_id`) and the chain watcher's deposits named no account, so they were
 * credited to the default account, a demo one if the trader had made it default. Each address now
 * belongs to one account (`account_id`, one per account and network); an existing address keeps its
 * derivation index and goes to its owner's live account (the default one first), or, for a trader
 * with none, to the default account it was credited to until now. Requests that named no account
 * get the one their money moved on (their ledger entry), else that same account, so every request
 * shows its account number.
 */
const fundingAccountOf = (owner: string) =>
  sql.raw(`(
  select a.id from accounts a
  where a.user_id = ${owner}
  order by case when a.closed_at is null then 0 else 1 end,
           case when a.type = 'live' then 0 else 1 end,
           coalesce(a.marked_default_at, 0) desc,
           a.id
  limit 1)`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_addresses').addColumn('account_id', int64).execute();
  await sql`update deposit_addresses set account_id = ${fundingAccountOf('deposit_addresses.user_id')}`.execute(db);
  await db.schema.dropIndex('deposit_addresses_account').execute();
  await db.schema.createIndex('deposit_addresses_account').unique().on('deposit_addresses').columns(['account_id', 'chain']).execute();

  await sql`
    update transactions set account_id = coalesce(
      (select min(l.account_id) from ledger_entries l
       where l.user_id = transactions.user_id and l.ref_type = 'transaction' and l.ref_id = transactions.id),
      ${fundingAccountOf('transactions.user_id')})
    where account_id is null`.execute(db);
}

/** Back to one address per login and network: the first one each trader got; the requests keep their accounts. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from deposit_addresses
    where id <> (select min(d.id) from deposit_addresses d where d.user_id = deposit_addresses.user_id and d.chain = deposit_addresses.chain)`.execute(
    db,
  );
  await db.schema.dropIndex('deposit_addresses_account').execute();
  await db.schema.createIndex('deposit_addresses_account').unique().on('deposit_addresses').columns(['user_id', 'chain']).execute();
  await db.schema.alterTable('deposit_addresses').dropColumn('account_id').execute();
}
