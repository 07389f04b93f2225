import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signInStaff } from '../admin/staff-helpers.ts';

describe(`terms and privacy pages [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/legal/terms and /privacy, when nothing was edited, then the shipped default texts, without signing in', async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/api/legal/terms' });
    expect(terms.json()).toMatchObject({ title: 'Terms of Service', text: expect.stringContaining('at least 18 years old') });
    const privacy = await t.app.inject({ method: 'GET', url: '/api/legal/privacy' });
    expect(privacy.json()).toMatchObject({ title: 'Privacy Policy', text: expect.stringContaining('What we collect') });
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/cookies' })).statusCode).toBe(422);
  });

  it('GET /api/legal/terms?language=hi, when nothing was edited, then the Hindi default; an edited text is shown as the operator wrote it', async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/api/legal/terms?language=hi' });
    expect(terms.json()).toMatchObject({ title: 'सेवा की शर्तें', text: expect.stringContaining('कम से कम 18 साल') });
    const privacy = await t.app.inject({ method: 'GET', url: '/api/legal/privacy?language=hi' });
    expect(privacy.json()).toMatchObject({ title: 'गोपनीयता नीति', text: expect.stringContaining('हम क्या जानकारी लेते हैं') });
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/terms?language=fr' })).statusCode).toBe(422);
  });

  it('the terms, when an admin edits them in the back office settings, then the public page shows the new text; empty is refused', async () => {
    const admin = await signInStaff(t, 'admin');
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: admin.auth, payload });
    expect((await patch({ terms_text: 'Our new terms.' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/terms' })).json().text).toBe('Our new terms.');
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/terms?language=hi' })).json().text).toBe('Our new terms.');
    const empty = await patch({ terms_text: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.terms_text).toEqual(['The Terms of Service cannot be empty.']);
  });
});
