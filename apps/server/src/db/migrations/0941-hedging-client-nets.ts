import { sql, type Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * Issue 31: the clients' routed net per symbol as running totals, kept with each batch of routed
 * fills, so the coverage book no longer sums every routed fill on each change. Filled from the
 * fills routed so far.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hedge_client_nets')
    .addColumn('symbol', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('units', int64, (c) => c.notNull())
    .addColumn('pts_units', int64, (c) => c.notNull())
    .addColumn('fills', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await sql`
    insert into hedge_client_nets (symbol, digits, units, pts_units, fills, updated_at)
    select symbol,
      max(digits),
      sum(case when side = 'buy' then volume_units else -volume_units end),
      sum(case when side = 'buy' then price_pts * volume_units else -price_pts * volume_units end),
      count(*),
      max(routed_at)
    from hedge_client_fills
    group by symbol`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hedge_client_nets').execute();
}
