import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';
import { accountOf, userIdOf } from './fixtures.ts';

describe(`profile and password [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000', LOGIN_LIMIT_PER_ACCOUNT: '5' });
  });
  afterAll(() => t.close());

  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers: auth });
  const update = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/update', headers: auth, payload });
  const changePassword = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: auth, payload });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const adultYear = new Date().getUTCFullYear() - 30;

  const fullProfile = {
    first_name: 'Grace',
    last_name: 'Hopper',
    birth_day: '9',
    birth_month: '12',
    birth_year: String(adultYear),
    address_line: '1 Navy Way',
    postal_code: '560001',
    city: 'Bengaluru',
    country: 'India',
    phone_code: '+91',
    mobile: '98765 43210',
    email2: 'grace.backup@example.com',
    preferred_currency: 'INR',
  };

  it('user/update, when the whole profile is valid, then saved and answered with the user', async () => {
    const { auth } = await signUpTrader(t.app);
    const current = (await me(auth)).json();
    const response = await update(auth, { ...current, ...fullProfile });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: 'Profile updated successfully.' });
    const after = (await me(auth)).json();
    expect(after).toMatchObject({ ...fullProfile, birth_day: 9, birth_month: 12, birth_year: adultYear, name: 'Grace Hopper' });
  });

  it('user/update, when it carries email, account type, role or balance, then those never change', async () => {
    const { auth, email } = await signUpTrader(t.app, { account_type: 'demo' });
    const id = await userIdOf(t, email);
    const balanceBefore = (await accountOf(t, id)).balance_cents;
    const response = await update(auth, {
      ...fullProfile,
      email: 'hijack@example.com',
      account_type: 'live',
      role: 'admin',
      balance: 1e9,
      referral_code: 'MINE',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(auth)).json()).toMatchObject({ email, account_type: 'demo', role: 'trader' });
    expect((await accountOf(t, id)).balance_cents).toBe(balanceBefore);
  });

  it('user/update, when a field is cleared with an empty string, then it becomes empty', async () => {
    const { auth } = await signUpTrader(t.app);
    await update(auth, fullProfile);
    expect((await update(auth, { ...fullProfile, city: '', email2: '' })).statusCode).toBe(200);
    expect((await me(auth)).json()).toMatchObject({ city: null, email2: null });
  });

  it.each([
    [{ birth_day: '31', birth_month: '2' }, 'birth_day', 'Enter a real date of birth.'],
    [{ birth_year: String(new Date().getUTCFullYear() - 10) }, 'birth_year', 'You must be at least 18 years old.'],
    [{ birth_year: '1899' }, 'birth_year', 'Choose a year.'],
    [{ country: 'France' }, 'country', 'Choose a country from the list.'],
    [{ phone_code: '+33' }, 'phone_code', 'Choose a phone code from the list.'],
    [{ preferred_currency: 'XYZ' }, 'preferred_currency', 'Choose a currency from the list.'],
    [{ email2: 'not-an-email' }, 'email2', 'Enter a valid email address.'],
    [{ first_name: ' ' }, 'first_name', 'Please enter your first name.'],
  ])('user/update, when %o, then 422 naming the field and nothing changes', async (change, field, message) => {
    const { auth } = await signUpTrader(t.app);
    const before = (await me(auth)).json();
    const response = await update(auth, { ...fullProfile, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect((await me(auth)).json()).toEqual(before);
  });

  it('user/update, when a non-standard currency of the list is chosen, then accepted', async () => {
    const { auth } = await signUpTrader(t.app);
    expect((await update(auth, { ...fullProfile, preferred_currency: 'GGP' })).statusCode).toBe(200);
  });

  it('user/update, when the display currency is cleared, then /me answers null and the app shows USD only', async () => {
    const { auth } = await signUpTrader(t.app);
    await update(auth, { ...fullProfile, preferred_currency: 'EUR' });
    expect((await update(auth, { ...fullProfile, preferred_currency: null })).statusCode).toBe(200);
    expect((await me(auth)).json().preferred_currency).toBeNull();
    expect((await update(auth, { ...fullProfile, preferred_currency: '' })).statusCode).toBe(200);
    expect((await me(auth)).json().preferred_currency).toBeNull();
  });

  it('user/update, when a display currency is chosen, then the account and the statement keep answering in USD', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'demo' });
    const account = () => t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    const before = (await account()).json().account;
    expect((await update(auth, { ...fullProfile, preferred_currency: 'EUR' })).statusCode).toBe(200);
    expect((await account()).json().account).toEqual(before);
    const statement = await t.app.inject({ method: 'GET', url: '/api/reports/statement', headers: auth });
    expect(statement.statusCode).toBe(200);
    expect(statement.json().currency).toBe('USD');
  });

  it('change-password, when valid, then the new password works, other sessions end and this one stays', async () => {
    const { auth, email } = await signUpTrader(t.app);
    const other = (await login(email, TEST_PASSWORD)).json().token as string;
    const response = await changePassword(auth, { old_password: TEST_PASSWORD, new_password: 'NewPassw0rd' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password changed successfully.');
    expect((await me(auth)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(email, 'NewPassw0rd')).statusCode).toBe(200);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('change-password, when the old password is wrong, then 422 on that field and the session survives', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await changePassword(auth, { old_password: 'Wrong-pass1', new_password: 'NewPassw0rd' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.old_password).toEqual(['Your current password is incorrect.']);
    expect((await me(auth)).statusCode).toBe(200);
  });

  it('change-password, when the old password is missing, then 422', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await changePassword(auth, { new_password: 'NewPassw0rd' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.old_password).toBeDefined();
  });

  it.each([['short1A'], ['alllowercase1'], ['ALLUPPERCASE1'], ['NoDigitsHere'], ['Pässword1A']])(
    'change-password, when the new password is %s, then the spec message',
    async (newPassword) => {
      const { auth, email } = await signUpTrader(t.app);
      const response = await changePassword(auth, { old_password: TEST_PASSWORD, new_password: newPassword });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Password does not meet minimum requirements.');
      expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('profile calls, when no token is given, then 401', async () => {
    expect((await update({}, fullProfile)).statusCode).toBe(401);
    expect((await changePassword({}, { old_password: 'x', new_password: 'NewPassw0rd' })).statusCode).toBe(401);
  });

  it('user/update, when two traders edit, then each changes only their own profile', async () => {
    const a = await signUpTrader(t.app);
    const b = await signUpTrader(t.app);
    const before = (await me(b.auth)).json();
    await update(a.auth, { ...fullProfile, id: before.id, first_name: 'Mallory' });
    expect((await me(b.auth)).json()).toEqual(before);
  });
});
