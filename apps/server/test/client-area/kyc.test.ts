import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import { approveKyc, rejectKyc } from '../../src/modules/kyc/kyc-review.service.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { EXE, JPEG, kycForm, PDF, PNG, postMultipart, signUpStaff, userIdOf } from './fixtures.ts';

describe(`identity verification (KYC) [${dialectName}]`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signUpStaff>>;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    staff = await signUpStaff(t, 'compliance');
    // Staff open someone else's file only with two-factor on (issue 34), as in the back office.
    await enrolTwoFactor(t.app, staff.auth);
  });
  afterAll(() => t.close());

  const submit = (auth: Record<string, string>, body = kycForm()) => postMultipart(t.app, '/api/kyc/submit', auth, body);
  const myKyc = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/kyc/my', headers: auth });
  const download = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
  const submissionIdOf = async (email: string) =>
    (
      await t.ctx.db
        .selectFrom('kyc_submissions')
        .select('id')
        .where('user_id', '=', await userIdOf(t, email))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;

  it('kyc/my, when nothing was submitted, then exists is false', async () => {
    const { auth } = await signUpTrader(t.app);
    expect((await myKyc(auth)).json()).toEqual({
      exists: false,
      status: null,
      aadhaar_last4: null,
      document_url: null,
      selfie_url: null,
      submitted_at: null,
      review_notes: null,
    });
  });

  it('kyc/submit, when valid, then pending with only the last 4 digits kept', async () => {
    const { auth, email } = await signUpTrader(t.app);
    const response = await submit(auth, kycForm({ aadhaar_number: '987654321234' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('KYC submitted. We’ll notify you after review.');
    const kyc = (await myKyc(auth)).json();
    expect(kyc).toMatchObject({ exists: true, status: 'pending', aadhaar_last4: '1234', review_notes: null });
    expect(kyc.document_url).toMatch(/^\/api\/files\/[\w-]{22}$/);
    const row = await t.ctx.db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('user_id', '=', await userIdOf(t, email))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('98765432');
  });

  it('an uploaded file, when fetched by its owner or staff, then an attachment of its real type; others get 404', async () => {
    const owner = await signUpTrader(t.app);
    const other = await signUpTrader(t.app);
    await submit(owner.auth);
    const { document_url: documentUrl, selfie_url: selfieUrl } = (await myKyc(owner.auth)).json();
    const mine = await download(documentUrl, owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect(mine.rawPayload.equals(JPEG)).toBe(true);
    expect((await download(selfieUrl, staff.auth)).headers['content-type']).toBe('image/png');
    expect((await download(documentUrl, other.auth)).statusCode).toBe(404);
    expect((await download(documentUrl, {})).statusCode).toBe(401);
    expect((await download('/api/files/..%2F..%2Fplatform.sqlite', owner.auth)).statusCode).toBe(404);
    await rm(path.join(t.ctx.config.uploadsDir, documentUrl.split('/').at(-1)));
    expect((await download(documentUrl, owner.auth)).statusCode).toBe(404);
  });

  it.each([['12345'], ['1234567890123'], ['12345678901a'], ['']])(
    'kyc/submit, when the number is %s, then 422 with the spec message',
    async (aadhaar) => {
      const { auth } = await signUpTrader(t.app);
      const response = await submit(auth, kycForm({ aadhaar_number: aadhaar }));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Aadhaar must be exactly 12 digits.');
    },
  );

  it('kyc/submit, when a file is missing, then 422 asking for both', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await submit(auth, kycForm({}, { document: { bytes: JPEG, filename: 'id.jpg' } }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Please upload document and selfie.');
    expect((await myKyc(auth)).json().exists).toBe(false);
  });

  it('kyc/submit, when a file is 9 MB, then refused with the spec message', async () => {
    const { auth } = await signUpTrader(t.app);
    const big = Buffer.concat([JPEG, Buffer.alloc(9 * 1024 * 1024)]);
    const response = await submit(
      auth,
      kycForm({}, { document: { bytes: big, filename: 'id.jpg' }, selfie: { bytes: PNG, filename: 's.png' } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Each file must be ≤ 8 MB.');
    expect((await myKyc(auth)).json().exists).toBe(false);
  });

  it('kyc/submit, when an executable is renamed to .jpg, then refused by its content', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await submit(
      auth,
      kycForm({}, { document: { bytes: EXE, filename: 'passport.jpg', type: 'image/jpeg' }, selfie: { bytes: PNG, filename: 's.png' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE', errors: { document: [expect.any(String)] } });
  });

  it('kyc/submit, when the selfie is a PDF, then refused: images only', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await submit(
      auth,
      kycForm({}, { document: { bytes: JPEG, filename: 'id.jpg' }, selfie: { bytes: PDF, filename: 'selfie.jpg' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE', errors: { selfie: [expect.any(String)] } });
    expect((await myKyc(auth)).json().exists).toBe(false);
  });

  it('kyc/submit, when a submission is already pending, then 409', async () => {
    const { auth } = await signUpTrader(t.app);
    expect((await submit(auth)).statusCode).toBe(200);
    const again = await submit(auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KYC_PENDING_EXISTS');
  });

  it('kyc/submit, when sent twice at once, then only one pending submission exists', async () => {
    const { auth, email } = await signUpTrader(t.app);
    const responses = await Promise.all([submit(auth), submit(auth), submit(auth)]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.ctx.db
      .selectFrom('kyc_submissions')
      .select('id')
      .where('user_id', '=', await userIdOf(t, email))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('approve, when called, then approved with notes; twice is refused as already reviewed', async () => {
    const { auth, email } = await signUpTrader(t.app);
    await submit(auth);
    const id = await submissionIdOf(email);
    await approveKyc(t.ctx, id, staff.id, 'Looks good');
    expect((await myKyc(auth)).json()).toMatchObject({ status: 'approved', review_notes: 'Looks good' });
    await expect(approveKyc(t.ctx, id, staff.id)).rejects.toMatchObject({ code: 'ALREADY_REVIEWED', status: 409 });
    await expect(rejectKyc(t.ctx, id, staff.id, 'no')).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect((await submit(auth)).statusCode).toBe(409);
  });

  it('reject, when called, then rejected with the reason and the trader may submit again', async () => {
    const { auth, email } = await signUpTrader(t.app);
    await submit(auth);
    await rejectKyc(t.ctx, await submissionIdOf(email), staff.id, 'Photo is blurry');
    expect((await myKyc(auth)).json()).toMatchObject({ status: 'rejected', review_notes: 'Photo is blurry' });
    expect((await submit(auth)).statusCode).toBe(200);
    expect((await myKyc(auth)).json().status).toBe('pending');
    await expect(approveKyc(t.ctx, 999_999, staff.id)).rejects.toMatchObject({ status: 404 });
  });

  it('kyc/submit, when sent as JSON, then the number is read and the files are asked for', async () => {
    const { auth } = await signUpTrader(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/submit',
      headers: auth,
      payload: { aadhaar_number: '123456789012' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Please upload document and selfie.');
  });

  it('a verdict, when given, then only the owner’s screens get kyc-updated', async () => {
    const owner = await signUpTrader(t.app);
    await submit(owner.auth);
    const ownerId = await userIdOf(t, owner.email);
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (m) => events.push(m as AccountEventMessage));
    await approveKyc(t.ctx, await submissionIdOf(owner.email), staff.id, 'fine');
    stop();
    expect(events).toEqual([
      { userId: ownerId, event: 'kyc-updated', payload: expect.objectContaining({ status: 'approved', review_notes: 'fine' }) },
    ]);
  });

  it('kyc/my, when another trader has submitted, then each sees only their own', async () => {
    const a = await signUpTrader(t.app);
    const b = await signUpTrader(t.app);
    await submit(a.auth);
    expect((await myKyc(b.auth)).json().exists).toBe(false);
  });
});
