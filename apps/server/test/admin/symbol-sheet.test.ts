import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signInStaff, type StaffLogin } from './staff-helpers.ts';

describe(`back-office symbol sheet [${dialectName}]`, () => {
  let t: TestApp;
  let admin: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });

  it('the sheet, when an admin edits a symbol, then the change shows at once on the public list and is audited', async () => {
    const sheet = (await call('GET', '/api/admin/symbols')).json();
    const eurusd = sheet.items.find((s: { symbol: string }) => s.symbol === 'EURUSD');
    expect(eurusd).toMatchObject({ enabled: true });
    const response = await call('PATCH', '/api/admin/symbols/eurusd', { enabled: false, spread_markup: 1.5, leverage: eurusd.leverage });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ symbol: 'EURUSD', enabled: false, spread_markup: 1.5 });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/symbols' })).json();
    const listed = publicList.symbols.find((s: { symbol: string }) => s.symbol === 'EURUSD');
    expect(listed === undefined || listed.enabled === false).toBe(true);
    const audit = (await call('GET', '/api/admin/audit?action=symbol.update')).json();
    expect(audit.items[0]).toMatchObject({
      target_type: 'symbol',
      before: { symbol: 'EURUSD', enabled: true, spread_markup: eurusd.spread_markup },
      after: { symbol: 'EURUSD', enabled: false, spread_markup: 1.5 },
    });
    expect(audit.items[0].before).not.toHaveProperty('leverage');
  });

  it('the sheet, when a change is invalid or the symbol unknown, then 422 or 404 and nothing changes', async () => {
    expect((await call('PATCH', '/api/admin/symbols/GBPUSD', { leverage: 0 })).statusCode).toBe(422);
    expect((await call('PATCH', '/api/admin/symbols/GBPUSD', { volume_min: 500 })).statusCode).toBe(422);
    expect((await call('PATCH', '/api/admin/symbols/GBPUSD', { colour: 'red' })).statusCode).toBe(422);
    expect((await call('PATCH', '/api/admin/symbols/NOPE', { enabled: false })).statusCode).toBe(404);
    const gbpusd = (await call('GET', '/api/admin/symbols')).json().items.find((s: { symbol: string }) => s.symbol === 'GBPUSD');
    expect(gbpusd.leverage).toBeGreaterThan(0);
    expect(gbpusd.volume_min).toBeLessThan(500);
  });

  it('the sheet, when a value is not a number or out of range, then 422 says so on the field in words the screens translate', async () => {
    const notNumber = await call('PATCH', '/api/admin/symbols/GBPUSD', { leverage: 'lots', volume_step: 0 });
    expect(notNumber.statusCode).toBe(422);
    expect(notNumber.json().errors).toMatchObject({ leverage: ['Enter a number.'], volume_step: ['Must be above 0.'] });
    const outOfRange = await call('PATCH', '/api/admin/symbols/GBPUSD', { leverage: 5000, digits: 2.5 });
    expect(outOfRange.json().errors).toMatchObject({ leverage: ['Must be between 1 and 1000.'], digits: ['Enter a whole number.'] });
  });
});
