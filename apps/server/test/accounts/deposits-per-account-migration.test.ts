import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signUpStaff, submitDeposit } from '../client-area/fixtures.ts';

let t: TestApp;
let staffId: number;
beforeAll(async () => {
  t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
  staffId = (await signUpStaff(t, 'finance')).id;
});
afterAll(async () => t.close());

const BEFORE = '0890-issue28-account-groups-per-account';
const migrator = () =>
  new Migrator({
    db: t.ctx.db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(t.ctx.config.databaseSchema ? { migrationTableSchema: t.ctx.config.databaseSchema } : {}),
  });

type Headers = Record<string, string>;
const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });

async function trader(type: 'demo' | 'live') {
  const signedUp = await signUpTrader(t.app, { account_type: type });
  const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: signedUp.auth })).json<{ id: number }>().id;
  const first = (await t.app.inject({ method: 'GET', url: '/api/account', headers: signedUp.auth })).json().account.account_id as number;
  const open = async (accountType: 'demo' | 'live') => {
    const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: signedUp.auth, payload: { type: accountType } });
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json<{ account: { id: number } }>().account.id;
  };
  return { ...signedUp, userId, first, open };
}

describe(`migration 0900: deposits per trading account (${dialectName})`, () => {
  it("login-keyed addresses and requests without an account, when migrated up, then each address is its owner's live account's and each request names the account its money moved on", async () => {
    // A live trader whose default is a demo account they opened, with a second live account.
    const live = await trader('live');
    const secondLive = await live.open('live');
    const demo = await live.open('demo');
    expect((await t.app.inject({ method: 'POST', url: `/api/accounts/${demo}/default`, headers: live.auth })).statusCode).toBe(200);
    // A trader with the demo account only.
    const demoOnly = await trader('demo');

    // Requests from before they named an account: one credited to the second live account, one still pending.
    const credited = await submitDeposit(t, on(live.auth, secondLive), '30');
    await approveDeposit(t.services.engineHost, credited, staffId);
    const pending = await submitDeposit(t, on(live.auth, secondLive), '40');
    await t.ctx.db.updateTable('transactions').set({ account_id: null }).where('id', 'in', [credited, pending]).execute();

    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    const now = Date.now();
    const address = () => `0x${randomBytes(20).toString('hex')}`;
    await sql`insert into deposit_addresses (user_id, chain, address, derivation_index, created_at) values
      (${live.userId}, 'ERC20', ${address()}, ${live.userId}, ${now}),
      (${demoOnly.userId}, 'ERC20', ${address()}, ${demoOnly.userId}, ${now})`.execute(t.ctx.db);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const addresses = await t.ctx.db
      .selectFrom('deposit_addresses')
      .select(['user_id', 'account_id', 'derivation_index'])
      .where('user_id', 'in', [live.userId, demoOnly.userId])
      .orderBy('user_id')
      .execute();
    expect(addresses.map((row) => [Number(row.user_id), Number(row.account_id), Number(row.derivation_index)])).toEqual([
      // Not the demo default: money goes to a live account, the first one here. The index stays.
      [live.userId, live.first, live.userId],
      [demoOnly.userId, demoOnly.first, demoOnly.userId],
    ]);
    const requests = await t.ctx.db
      .selectFrom('transactions')
      .select(['id', 'account_id'])
      .where('id', 'in', [credited, pending])
      .execute();
    expect(new Map(requests.map((row) => [row.id, Number(row.account_id)]))).toEqual(
      new Map([
        [credited, secondLive],
        [pending, live.first],
      ]),
    );
    const listed = (await t.app.inject({ method: 'GET', url: '/api/transactions/my', headers: live.auth })).json<
      Array<{ id: number; account_number: number }>
    >();
    expect(listed.find((row) => row.id === credited)!.account_number).toBe(100_000 + secondLive);

    // Down keeps one address per login and network; up again gives it its account back.
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    const perLogin = await sql<{
      user_id: number;
    }>`select user_id from deposit_addresses where user_id in (${live.userId}, ${demoOnly.userId})`.execute(t.ctx.db);
    expect(perLogin.rows).toHaveLength(2);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
