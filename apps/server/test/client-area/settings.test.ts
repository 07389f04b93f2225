import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { SETTINGS_CHANGED_CHANNEL } from '../../src/modules/settings/settings.store.ts';
import { upsertSetting } from '../../src/modules/settings/settings.repository.ts';

describe(`settings store [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO_START_BALANCE: '5000', REFERRAL_REWARD: '12.5' });
  });
  afterAll(() => t.close());

  it('get, when nothing was changed, then answers the defaults with money from config', async () => {
    const settings = await t.ctx.settings.get();
    expect(settings.demoStartBalanceCents).toBe(500_000);
    expect(settings.referralRewardCents).toBe(1250);
    expect(settings.marginCallLevel).toBe(100);
    expect(settings.stopOutLevel).toBe(50);
    expect(settings.walletAddresses.TRC20).not.toBe(settings.walletAddresses.BEP20);
    expect(settings.walletAddresses.BEP20).toBe(settings.walletAddresses.ERC20);
    expect(settings.supportContacts.hours).toBe('Mon–Sat 9:00–18:00 IST');
  });

  it('update, when values are valid, then they are stored and read back typed', async () => {
    const store = t.ctx.settings;
    const wire = await store.update({ referral_reward: 30, wallet_trc20: 'TXYZ' }, null);
    expect(wire.referral_reward).toBe(30);
    expect((await store.get()).referralRewardCents).toBe(3000);
    expect((await store.get()).walletAddresses.TRC20).toBe('TXYZ');
  });

  it('update, when a value is invalid or the key unknown, then 422 and nothing changes', async () => {
    const store = t.ctx.settings;
    await expect(store.update({ stop_out_level: -1 }, null)).rejects.toMatchObject({ status: 422 });
    await expect(store.update({ nope: 1 } as never, null)).rejects.toMatchObject({ status: 422 });
    expect((await store.get()).stopOutLevel).toBe(50);
  });

  it('a change by another instance, when announced on the bus, then this instance reloads and notifies', async () => {
    const store = t.ctx.settings;
    await store.get();
    await upsertSetting(t.ctx.db, 'stop_out_level', 30, Date.now(), null);
    expect((await store.get()).stopOutLevel).toBe(50);
    const notified = new Promise<number>((resolve) => store.onChange((s) => resolve(s.stopOutLevel)));
    t.ctx.bus.publish(SETTINGS_CHANGED_CHANNEL, { keys: ['stop_out_level'] });
    expect(await notified).toBe(30);
    expect(store.peek().stopOutLevel).toBe(30);
  });
});
