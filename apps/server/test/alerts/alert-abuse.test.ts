import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { until } from '../helpers/until.ts';
import { ALERT_MAILS_PER_HOUR, startAlertMails } from '../../src/modules/alerts/alert-mailer.ts';
import { loadAlerts } from '../../src/modules/alerts/alert-arming.ts';
import { MAILS_PER_ADDRESS_PER_HOUR, notify } from '../../src/modules/mail/notify.ts';
import { SECURITY_CHANGE_MAIL } from '../../src/modules/auth/security-change-mail.ts';
import { TradingEngine } from '../../src/engine/trading-engine.ts';

/** Issue 34, findings 1, 3 and 11: alerts a stranger could aim at someone else's inbox, or at the server. */
describe(`alert abuse (${dialectName})`, () => {
  let t: TradingTestApp;
  beforeAll(async () => {
    t = await buildTradingApp();
  });
  afterAll(() => t.close());

  type Auth = { authorization: string };
  const createAlert = (auth: Auth, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: auth,
      payload: { symbol: 'EURUSD', condition: 'bid_crosses_above', ...payload },
    });
  const verify = (userId: number) =>
    t.ctx.db.updateTable('users').set({ email_verified_at: t.clock.now() }).where('id', '=', userId).execute();
  const outboxOf = (userId: number) => t.ctx.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).execute();
  const pendingNotification = (userId: number, i: number) => ({
    user_id: userId,
    kind: 'alert' as const,
    title: `EURUSD bid crosses above 1.1${String(i).padStart(4, '0')}`,
    body: 'URGENT: verify your wallet at http://evil.example',
    symbol: 'EURUSD',
    ref_id: null,
    email_status: 'pending' as const,
    created_at: t.clock.now(),
    read_at: null,
  });

  it('a repeating alert, when its cool-down is below the minimum, then 422 on cooldown_seconds', async () => {
    const trader = await t.trader();
    const response = await createAlert(trader.auth, { price: 1.105, repeating: true, cooldown_seconds: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.cooldown_seconds).toEqual(['Cool-down must be at least 60 seconds.']);
  });

  it('an alert of an unverified address, when it fires, then the bell has it and no mail is recorded', async () => {
    const trader = await t.trader();
    const created = await createAlert(trader.auth, { price: 1.1025, note: 'URGENT: verify your wallet at http://evil.example' });
    const id = created.json().alert.id;
    await until(() => t.services.engineHost.runtime.engine().state.alerts.get(id) !== undefined);
    await t.quote('EURUSD', 1.103, 1.1031);
    const stop = startAlertMails(t.ctx);
    const status = () => t.ctx.db.selectFrom('notifications').select('email_status').where('user_id', '=', trader.userId).execute();
    await until(async () => (await status())[0]?.email_status === 'skipped');
    await stop();
    expect(await outboxOf(trader.userId)).toEqual([]);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('many fired alerts of a verified account, when mailed, then the outbox holds the hourly cap and never the note', async () => {
    const trader = await t.trader();
    await verify(trader.userId);
    await t.ctx.db
      .insertInto('notifications')
      .values(Array.from({ length: 40 }, (_, i) => pendingNotification(trader.userId, i)))
      .execute();
    const stop = startAlertMails(t.ctx);
    const statuses = () => t.ctx.db.selectFrom('notifications').select('email_status').where('user_id', '=', trader.userId).execute();
    await until(async () => (await statuses()).every((row) => row.email_status !== 'pending'));
    await stop();
    const mails = await outboxOf(trader.userId);
    expect(mails).toHaveLength(ALERT_MAILS_PER_HOUR);
    for (const mail of mails) expect(`${mail.text_body}${mail.html_body}`).not.toContain('evil.example');
    expect((await statuses()).filter((row) => row.email_status === 'skipped')).toHaveLength(40 - ALERT_MAILS_PER_HOUR);
  });

  it('mails of any kind to one address, when more than the hourly cap are asked for, then the outbox holds the cap', async () => {
    const trader = await t.trader();
    await verify(trader.userId);
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 5; i++)
      await notify(t.ctx, trader.userId, SECURITY_CHANGE_MAIL, { change: 'password-changed', address: null });
    const count = await t.ctx.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('to_address', '=', trader.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('an absurd alert price (1e308, 1e20, 1e-12, far from the quote), when created or edited, then 422 on price and the list still answers', async () => {
    const trader = await t.trader();
    for (const price of [1e308, 1e20, 1e-12, 5]) {
      const response = await createAlert(trader.auth, { price });
      expect(response.statusCode, String(price)).toBe(422);
      expect(response.json().errors.price).toHaveLength(1);
    }
    const fine = await createAlert(trader.auth, { price: 1.105 });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/${fine.json().alert.id}`,
      headers: trader.auth,
      payload: { price: 1e308 },
    });
    expect(patched.statusCode).toBe(422);
    const list = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: trader.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().alerts.map((a: { price: number }) => a.price)).toEqual([1.105]);
  });

  it('the start-up check, when a stored alert price is beyond 2^53 points, then names the row and refuses to arm', async () => {
    const trader = await t.trader();
    const account = await t.ctx.db.selectFrom('accounts').select('id').where('user_id', '=', trader.userId).executeTakeFirstOrThrow();
    const row = await t.ctx.db
      .insertInto('price_alerts')
      .values({
        user_id: trader.userId,
        account_id: account.id,
        symbol: 'EURUSD',
        condition: 'bid_crosses_above',
        price_pts: 2 ** 60,
        digits: 5,
        note: '',
        repeating: 0,
        cooldown_seconds: 60,
        expires_at: null,
        status: 'active',
        trigger_count: 0,
        last_triggered_at: null,
        version: 1,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await expect(loadAlerts(t.ctx.db, new TradingEngine({ maxQuoteAgeMs: 60_000 }))).rejects.toThrow(
        `price_alerts(id=${row.id}).price_pts=`,
      );
    } finally {
      await t.ctx.db.deleteFrom('price_alerts').where('id', '=', row.id).execute();
    }
  });

  it('a NUL or another control character in a note, when sent, then 422 on the note on both databases', async () => {
    const trader = await t.trader();
    for (const note of ['a\u0000b', 'bell\u0007', '\u001b[31m']) {
      const response = await createAlert(trader.auth, { price: 1.105, note });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.note).toEqual(['Remove control characters (such as NUL) from this text.']);
    }
  });

  it('300 concurrent alert creations of one trader, when the limit is 200, then exactly 200 are stored and none answers 5xx', async () => {
    const trader = await t.trader();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => createAlert(trader.auth, { price: 1.2 + i / 100_000 })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(200);
    expect(codes.filter((c) => c === 409)).toHaveLength(100);
    const stored = await t.ctx.db
      .selectFrom('price_alerts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', trader.userId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(200);
  });
});
