import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const BEFORE = '0850-hedging-reconciliation';
const migrator = () =>
  new Migrator({
    db: t.ctx.db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(t.ctx.config.databaseSchema ? { migrationTableSchema: t.ctx.config.databaseSchema } : {}),
  });

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.ctx.db)).rows;

describe(`migration 0890: client groups keyed by trading account (${dialectName})`, () => {
  it("user-keyed group rows, when migrated up, then each goes to that user's accounts of the group's type, and down brings one row per user back", async () => {
    const signUp = async (accountType: 'demo' | 'live') => {
      const trader = await signUpTrader(t.app, { account_type: accountType });
      const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: trader.auth, payload: { type: 'demo' } });
      expect(opened.statusCode, opened.body).toBe(200);
      const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', trader.email).executeTakeFirstOrThrow();
      const accounts = await t.ctx.db.selectFrom('accounts').select(['id', 'type']).where('user_id', '=', row.id).orderBy('id').execute();
      return { userId: Number(row.id), accounts: accounts.map((account) => ({ id: Number(account.id), type: account.type })) };
    };
    // A demo trader with two demo accounts; a live trader with a live and a demo account.
    const demoTrader = await signUp('demo');
    const liveTrader = await signUp('live');
    const now = Date.now();
    const group = async (name: string, type: 'demo' | 'live') =>
      Number(
        (
          await t.ctx.db
            .insertInto('client_groups')
            .values({
              name,
              account_type: type,
              currency: 'USD',
              default_leverage: 100,
              max_leverage: 500,
              margin_call_level: 100,
              stop_out_level: 50,
              trade_mode: 'full',
              is_default: 0,
              archived: 0,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const demoVip = await group('Migrated demo VIP', 'demo');
    const liveVip = await group('Migrated live VIP', 'live');

    const down = await migrator().migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await sql`insert into account_groups (user_id, group_id, updated_at) values (${demoTrader.userId}, ${demoVip}, ${now}), (${liveTrader.userId}, ${liveVip}, ${now})`.execute(
      t.ctx.db,
    );

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    const byAccount = await rows(
      sql<{ account_id: number; group_id: number }>`select account_id, group_id from account_groups order by account_id`,
    );
    const liveAccount = liveTrader.accounts.find((account) => account.type === 'live')!;
    expect(byAccount.map((row) => [Number(row.account_id), Number(row.group_id)])).toEqual([
      ...demoTrader.accounts.map((account) => [account.id, demoVip]),
      // The live trader's demo account has no row: it trades in the demo default group.
      [liveAccount.id, liveVip],
    ]);

    const again = await migrator().migrateTo(BEFORE);
    expect(again.error).toBeUndefined();
    const byUser = await rows(sql<{ user_id: number; group_id: number }>`select user_id, group_id from account_groups order by user_id`);
    expect(byUser.map((row) => [Number(row.user_id), Number(row.group_id)])).toEqual([
      [demoTrader.userId, demoVip],
      [liveTrader.userId, liveVip],
    ]);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
