import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { sumAccountLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { publishToTradingAccount } from '../../src/realtime/publish.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';

type Headers = Record<string, string>;
interface Tab {
  socket: Socket;
  orderIds: Set<number>;
  figureAccounts: Set<number | undefined>;
  marginCalls: number;
}

// Issue 29's first "done when": two live accounts of one trader traded at once from two tabs, each tab
// on its own account (X-Account on its calls, `auth.account` on its socket), and nothing of one ever
// shows in the other: not in its figures, its socket's events, its order history or its ledger.
describe(`two live accounts traded at once from two tabs (${dialectName})`, () => {
  let t: TradingTestApp;
  let io: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    io = createSocketServer(t.app.server, t.ctx, t.services.tradingAccountOf);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await io.close();
    await t.close();
  });

  const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

  /** A tab's socket on one account, recording every order and figure event it is sent. */
  async function tab(token: string, accountId: number): Promise<Tab> {
    const socket = connect(url, { transports: ['websocket'], auth: { token, account: accountId }, reconnection: false });
    sockets.push(socket);
    const seen: Tab = { socket, orderIds: new Set(), figureAccounts: new Set(), marginCalls: 0 };
    socket.on('order-updated', (event: { order: { id: number } }) => seen.orderIds.add(event.order.id));
    socket.on('account-updated', (figures: { account_id?: number }) => seen.figureAccounts.add(figures.account_id));
    socket.on('margin-call', () => (seen.marginCalls += 1));
    const session = await new Promise<{ account_id?: number }>((resolve, reject) => {
      socket.once('session', resolve);
      socket.once('connect_error', reject);
    });
    expect(session.account_id).toBe(accountId);
    return seen;
  }

  it('orders placed and closed on both at once, when each tab follows its own account, then no figure, event, history row or ledger entry of one shows in the other', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const first = (await call('GET', '/api/account', trader.auth)).json().account as { account_id: number; user_id: number };
    const opened = await call('POST', '/api/accounts', trader.auth, { type: 'live' });
    expect(opened.statusCode, opened.body).toBe(200);
    const accounts = [first.account_id, opened.json<{ account: { id: number } }>().account.id] as const;
    await fund(t.services.engineHost, accounts[0], 200_000);
    const moved = await call('POST', '/api/accounts/transfer', trader.auth, { from: accounts[0], to: accounts[1], amount: 800 });
    expect(moved.statusCode, moved.body).toBe(200);
    const on = (accountId: number) => ({ ...trader.auth, 'x-account': String(accountId) });
    const tabs = [await tab(trader.token, accounts[0]), await tab(trader.token, accounts[1])];

    // Both tabs trade at the same time: three orders each, the first account's twice the size.
    const orders = [
      { symbol: 'EURUSD', side: 'buy', volume: 0.2 },
      { symbol: 'USDJPY', side: 'sell', volume: 0.1 },
      { symbol: 'EURUSD', side: 'sell', volume: 0.1 },
    ];
    const placed = await Promise.all(
      accounts.flatMap((accountId, index) =>
        orders.map((order) => call('POST', '/api/place', on(accountId), { ...order, volume: order.volume * (index === 0 ? 2 : 1) })),
      ),
    );
    for (const response of placed) expect(response.statusCode, response.body).toBe(200);
    const idsOf = (index: 0 | 1) =>
      new Set(placed.slice(index * 3, index * 3 + 3).map((response) => response.json().data.order.id as number));
    const own = [idsOf(0), idsOf(1)] as const;

    // Each tab's figures while its positions float are its own account's.
    await t.quote('EURUSD', 1.1012, 1.1013);
    const figures = await Promise.all(accounts.map(async (accountId) => (await call('GET', '/api/account', on(accountId))).json().account));
    expect(figures.map((account) => account.account_id)).toEqual([...accounts]);
    expect(figures.every((account) => account.used_margin > 0)).toBe(true);
    expect(figures[0].used_margin).toBeGreaterThan(figures[1].used_margin);

    const closed = await Promise.all(accounts.map((accountId) => call('POST', '/api/orders/close-all', on(accountId), { filter: 'all' })));
    for (const response of closed) expect(response.statusCode, response.body).toBe(200);

    // Each tab's own events arrived; then a sentinel on each room comes after anything that could have leaked.
    for (const index of [0, 1] as const) await until(() => [...own[index]].every((id) => tabs[index]!.orderIds.has(id)));
    for (const [index, accountId] of accounts.entries()) {
      publishToTradingAccount(t.ctx.bus, { accountId, userId: first.user_id }, 'margin-call', { margin_level: 1 });
      await until(() => tabs[index]!.marginCalls === 1);
    }
    for (const index of [0, 1] as const) {
      expect(tabs[index]!.orderIds).toEqual(own[index]);
      expect(tabs[index]!.figureAccounts).toEqual(new Set([accounts[index]]));
    }

    for (const [index, accountId] of accounts.entries()) {
      const history = (await call('GET', '/api/orders?status=closed', on(accountId))).json<{ orders: Array<{ id: number }> }>().orders;
      expect(new Set(history.map((order) => order.id))).toEqual(own[index]);
      const after = (await call('GET', '/api/account', on(accountId))).json().account;
      expect(after).toMatchObject({ account_id: accountId, used_margin: 0 });
      expect(Math.round(after.balance * 100)).toBe(await sumAccountLedger(t.ctx.db, accountId));
      const ledger = (await call('GET', '/api/reports/ledger?page_size=100', on(accountId))).json<{ items: Array<{ id: number }> }>().items;
      const stored = await t.ctx.db.selectFrom('ledger_entries').select('id').where('account_id', '=', accountId).execute();
      expect(new Set(ledger.map((entry) => entry.id))).toEqual(new Set(stored.map((row) => Number(row.id))));
    }
  });
});
