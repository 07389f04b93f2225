import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';
import { hashToken } from '../../src/lib/token.ts';
import { announceUserChanged } from '../../src/modules/auth/session-events.ts';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe(`sessions and devices [${dialectName}]`, () => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  const login = (email: string, userAgent: string, remoteAddress = '198.51.100.20', password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'user-agent': userAgent }, payload: { email, password } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('GET /api/sessions, when signed in on two devices, then lists both with browser, device, address and which is current', async () => {
    const trader = await signUpTrader(t.app);
    const mac = (await login(trader.email, CHROME_MAC)).json().token as string;
    await login(trader.email, SAFARI_IPHONE, '203.0.113.5');
    const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(mac) });
    expect(response.statusCode).toBe(200);
    const sessions = response.json().sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)).toMatchObject({
      browser: 'Chrome 120',
      device: expect.stringContaining('Mac OS'),
      ip: '198.51.100.20',
    });
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Mobile Safari 17', device: expect.stringMatching(/iPhone/), ip: '203.0.113.5' }),
    );
  });

  it('GET /api/sessions, when read, then also gives each browser and device in parts for a screen in another language to name', async () => {
    const trader = await signUpTrader(t.app);
    await login(trader.email, SAFARI_IPHONE, '203.0.113.6');
    const sessions = (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: trader.auth })).json().sessions as Array<
      Record<string, unknown>
    >;
    expect(sessions.find((s) => s.ip === '203.0.113.6')?.device_parts).toEqual({
      browser: 'Mobile Safari',
      browser_version: '17',
      os: 'iOS',
      os_version: '17.1',
      kind: 'mobile',
      model: 'Apple iPhone',
    });
    // The sign-up came from a client that names no browser: its words are left to the screen.
    expect(sessions.find((s) => s.current)).toMatchObject({
      browser: 'Unknown browser',
      device: 'Desktop · Unknown system',
      device_parts: { browser: null, browser_version: null, os: null, os_version: null, kind: 'desktop', model: null },
    });
  });

  it('DELETE /api/sessions/{id}, when it is another session of mine, then that token stops working', async () => {
    const trader = await signUpTrader(t.app);
    const phone = (await login(trader.email, SAFARI_IPHONE)).json().token as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(phone) })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: trader.auth })).json().sessions;
    const phoneSession = list.find((s: { browser: string }) => s.browser.startsWith('Mobile Safari'));
    const response = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${phoneSession.id}`, headers: trader.auth });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).statusCode).toBe(200);
  });

  it("DELETE /api/sessions/{id}, when the session is someone else's, then 404 and it keeps working", async () => {
    const victim = await signUpTrader(t.app);
    const attacker = await signUpTrader(t.app);
    const victimSession = (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: victim.auth })).json().sessions[0];
    const response = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${victimSession.id}`, headers: attacker.auth });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: victim.auth })).statusCode).toBe(200);
  });

  it('the sign-in history, when there were failed and successful sign-ins, then lists them newest first (at most 50)', async () => {
    const trader = await signUpTrader(t.app);
    for (let i = 0; i < 3; i++) await login(trader.email, CHROME_MAC, '203.0.113.9', 'WrongPass1');
    await login(trader.email, CHROME_MAC);
    const history = (await t.app.inject({ method: 'GET', url: '/api/sign-in-history', headers: trader.auth })).json().attempts;
    expect(history.map((a: { outcome: string }) => a.outcome)).toEqual([
      'success',
      'wrong_password',
      'wrong_password',
      'wrong_password',
      'signup',
    ]);
    expect(history[1]).toMatchObject({
      ok: false,
      ip: '203.0.113.9',
      browser: 'Chrome 120',
      device_parts: { browser: 'Chrome', browser_version: '120', os: 'Mac OS', kind: 'desktop' },
    });
  });

  it('a known token, when used many times within a minute, then the session is read once and "last seen" written at most once a minute', async () => {
    const trader = await signUpTrader(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth });
    expect((await me()).statusCode).toBe(200);
    const row = () =>
      t.ctx.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(trader.token)).executeTakeFirstOrThrow();
    const seenAt = (await row()).last_seen_at;
    // Change the row behind the cache's back: requests keep being answered from memory.
    await t.ctx.db.updateTable('sessions').set({ expires_at: 0 }).where('token_hash', '=', hashToken(trader.token)).execute();
    now += 30_000;
    for (let i = 0; i < 20; i++) expect((await me()).statusCode).toBe(200);
    expect((await row()).last_seen_at).toBe(seenAt);
    now += 31_000;
    await me();
    await expect.poll(async () => Number((await row()).last_seen_at)).toBe(now);
    // An announced change makes every instance read it again.
    const userId = (await me()).json().id as number;
    announceUserChanged(t.ctx.bus, userId);
    expect((await me()).statusCode).toBe(401);
  });
});
