import type { StaffRole } from '@platform/shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { depositForm, postMultipart } from '../client-area/fixtures.ts';
import { signInStaff, type StaffLogin } from './staff-helpers.ts';
import { traderWithPendingKyc } from './review-fixtures.ts';

type Reader = StaffRole | 'owner' | 'other trader';

describe(`GET /api/files/{id} by role [${dialectName}]`, () => {
  let t: TestApp;
  const staff = {} as Record<StaffRole, StaffLogin>;
  const auth = {} as Record<Reader, Record<string, string>>;
  const urls = {} as Record<'kyc document' | 'kyc selfie' | 'deposit receipt', string>;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    for (const role of ['admin', 'compliance', 'finance', 'support'] as const) {
      staff[role] = await signInStaff(t, role);
      auth[role] = staff[role].auth;
    }
    const owner = await traderWithPendingKyc(t, 'live');
    auth.owner = owner.auth;
    auth['other trader'] = (await signUpTrader(t.app)).auth;
    const kyc = (await t.app.inject({ method: 'GET', url: '/api/kyc/my', headers: owner.auth })).json();
    urls['kyc document'] = kyc.document_url;
    urls['kyc selfie'] = kyc.selfie_url;
    const deposit = await postMultipart(t.app, '/api/transactions/create', owner.auth, depositForm({ amount: '100' }));
    urls['deposit receipt'] = deposit.json().transaction.receipt_url;
  });
  afterAll(() => t.close());

  const expected: Array<[keyof typeof urls, Reader, number]> = [
    ['kyc document', 'owner', 200],
    ['kyc document', 'admin', 200],
    ['kyc document', 'compliance', 200],
    ['kyc document', 'finance', 403],
    ['kyc document', 'support', 403],
    ['kyc document', 'other trader', 404],
    ['kyc selfie', 'owner', 200],
    ['kyc selfie', 'admin', 200],
    ['kyc selfie', 'compliance', 200],
    ['kyc selfie', 'finance', 403],
    ['kyc selfie', 'support', 403],
    ['kyc selfie', 'other trader', 404],
    ['deposit receipt', 'owner', 200],
    ['deposit receipt', 'admin', 200],
    ['deposit receipt', 'finance', 200],
    ['deposit receipt', 'compliance', 403],
    ['deposit receipt', 'support', 403],
    ['deposit receipt', 'other trader', 404],
  ];

  it.each(expected)('a %s, when opened by %s, then %i', async (file, reader, status) => {
    expect(urls[file]).toMatch(/^\/api\/files\/[\w-]{22}$/);
    const response = await t.app.inject({ method: 'GET', url: urls[file], headers: auth[reader] });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    if (status === 403) expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
