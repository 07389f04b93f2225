import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { readMail, startSmtp } from '../helpers/smtp.ts';
import { until } from '../helpers/until.ts';
import { startAlertMails } from '../../src/modules/alerts/alert-mailer.ts';

/** SMTP delivery crosses a real socket; under a loaded machine it can take a few seconds. */
const SMTP_WAIT_MS = 15_000;

describe(`price alert mails over SMTP (${dialectName})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TradingTestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTradingApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://trade.example.com/' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
  /** Alert mails go only to a verified address (issue 34). */
  const verify = (userId: number) =>
    t.ctx.db.updateTable('users').set({ email_verified_at: t.clock.now() }).where('id', '=', userId).execute();
  const emailStatuses = (userId: number) =>
    t.ctx.db.selectFrom('notifications').select('email_status').where('user_id', '=', userId).execute();

  it('an alert, when it fires while its owner is signed out, then one mail with the crossing and a chart link arrives, without the note', async () => {
    const trader = await t.trader();
    await verify(trader.userId);
    await t.quote('EURUSD', 1.1, 1.1001);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', condition: 'bid_crosses_above', price: 1.1025, note: 'breakout watch' },
    });
    const alertId = created.json().alert.id;
    await until(() => t.services.engineHost.runtime.engine().state.alerts.get(alertId) !== undefined);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: trader.auth });

    await t.quote('EURUSD', 1.103, 1.1031);
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    const raw = mailsTo(trader.email)[0]!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(raw).toMatch(/Subject: Price alert: EURUSD bid crosses above 1\.10250/);
    expect(raw).not.toContain('breakout watch');
    expect(raw).toContain('https://trade.example.com/dashboard?symbol=EURUSD');
    await until(async () => (await emailStatuses(trader.userId)).every((row) => row.email_status === 'sent'));
  });

  it('a notification left pending (a restart between the fire and its mail), when the mailer starts, then its mail is sent once', async () => {
    const trader = await t.trader();
    await verify(trader.userId);
    await t.ctx.db
      .insertInto('notifications')
      .values({
        user_id: trader.userId,
        kind: 'alert',
        title: 'USDJPY ask crosses below 149.500',
        body: 'Ask 149.480',
        symbol: 'USDJPY',
        ref_id: null,
        email_status: 'pending',
        created_at: t.clock.now(),
        read_at: null,
      })
      .execute();
    // A second instance starting at the same moment must not send it again.
    const stops = [startAlertMails(t.ctx), startAlertMails(t.ctx)];
    await until(async () => (await emailStatuses(trader.userId))[0]?.email_status === 'sent', SMTP_WAIT_MS);
    await Promise.all(stops.map((stop) => stop()));
    await until(() => mailsTo(trader.email).length >= 1, SMTP_WAIT_MS);
    expect(mailsTo(trader.email)).toHaveLength(1);
    expect(mailsTo(trader.email)[0]!.raw).toMatch(/Subject: Price alert: USDJPY ask crosses below 149\.500/);
  });

  it('a pending alert mail, when its owner chose Hindi, then arrives in Hindi with the crossing and the chart link', async () => {
    const trader = await t.trader();
    await verify(trader.userId);
    await t.app.inject({ method: 'POST', url: '/api/user/language', headers: trader.auth, payload: { language: 'hi' } });
    await t.ctx.db
      .insertInto('notifications')
      .values({
        user_id: trader.userId,
        kind: 'alert',
        title: 'EURUSD bid crosses above 1.10250',
        body: 'Bid 1.10251',
        symbol: 'EURUSD',
        ref_id: null,
        email_status: 'pending',
        created_at: t.clock.now(),
        read_at: null,
      })
      .execute();
    const stop = startAlertMails(t.ctx);
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    await stop();
    const mail = readMail(mailsTo(trader.email)[0]!.raw);
    expect(mail.subject).toBe('प्राइस अलर्ट: EURUSD: बिड 1.10250 के ऊपर गया');
    expect(mail.text).toContain('आपका प्राइस अलर्ट चला: EURUSD: बिड 1.10250 के ऊपर गया।');
    expect(mail.text).toContain('चार्ट खोलें: https://trade.example.com/dashboard?symbol=EURUSD');
  });
});
