import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';

describe(`the user's language [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a new user, when signed up, then reads English', async () => {
    const trader = await signUpTrader(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth });
    expect(me.json()).toMatchObject({ language: 'en' });
  });

  it('Hindi, when chosen, then /api/me returns it from then on (every device reads it)', async () => {
    const trader = await signUpTrader(t.app);
    const chosen = await t.app.inject({ method: 'POST', url: '/api/user/language', headers: trader.auth, payload: { language: 'hi' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ status: 'success', user: { language: 'hi' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth });
    expect(me.json()).toMatchObject({ language: 'hi' });
  });

  it('a language the platform does not speak, when chosen, then is a 422 naming the choices and nothing changes', async () => {
    const trader = await signUpTrader(t.app);
    const refused = await t.app.inject({ method: 'POST', url: '/api/user/language', headers: trader.auth, payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { language: ['Choose English (en) or Hindi (hi).'] } });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth });
    expect(me.json()).toMatchObject({ language: 'en' });
  });

  it('no token, when choosing a language, then is a 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/language', payload: { language: 'hi' } });
    expect(response.statusCode).toBe(401);
  });
});
