import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { approveKyc } from '../../src/modules/kyc/kyc-review.service.ts';

/** Real file heads: what the server sniffs. */
export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(64)]);
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(64)]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(64)]);

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte and header. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function postMultipart(app: FastifyInstance, url: string, auth: Record<string, string>, body: ReturnType<typeof multipart>) {
  return app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
}

/** A trader turned into back-office staff directly in the database. */
export async function signUpStaff(t: TestApp, role: 'admin' | 'finance' | 'compliance' | 'support' = 'admin') {
  const staff = await signUpTrader(t.app);
  const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', staff.email).executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  return { ...staff, id: user.id };
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

export async function accountOf(t: TestApp, userId: number) {
  return t.ctx.db.selectFrom('accounts').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function ledgerOf(t: TestApp, userId: number) {
  return t.ctx.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function depositForm(
  overrides: Record<string, string> = {},
  receipt: FilePart | null = { bytes: PNG, filename: 'receipt.png', type: 'image/png' },
) {
  return multipart({ type: 'deposit', currency: 'USDT', amount: '250', chain: 'TRC20', ...overrides }, receipt ? { receipt } : {});
}

/** Submits a deposit through the API and returns its id. */
export async function submitDeposit(t: TestApp, auth: Record<string, string>, amount = '250'): Promise<number> {
  const response = await postMultipart(t.app, '/api/transactions/create', auth, depositForm({ amount }));
  if (response.statusCode !== 200) throw new Error(`deposit failed: ${response.statusCode} ${response.body}`);
  return response.json<{ transaction: { id: number } }>().transaction.id;
}

export function kycForm(
  overrides: Record<string, string> = {},
  files: Record<string, FilePart> = {
    document: { bytes: JPEG, filename: 'id.jpg' },
    selfie: { bytes: PNG, filename: 'me.png', type: 'image/png' },
  },
) {
  return multipart({ aadhaar_number: '123456789012', ...overrides }, files);
}

/** The trader's KYC submitted through the API and approved by staff (a referred trader's activity, a withdrawal's condition). */
export async function approvedKyc(t: TestApp, auth: Record<string, string>, staffId: number): Promise<void> {
  const submitted = await postMultipart(t.app, '/api/kyc/submit', auth, kycForm());
  if (submitted.statusCode !== 200) throw new Error(`kyc submit failed: ${submitted.statusCode} ${submitted.body}`);
  const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json<{ id: number }>().id;
  const row = await t.ctx.db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await approveKyc(t.ctx, row.id, staffId);
}
