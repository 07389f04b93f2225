import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { accountOf } from '../client-area/fixtures.ts';
import { auditFor, signInStaff, userIdOf, type StaffLogin } from './staff-helpers.ts';
import { eventsDuring, openTicket, requestWithdrawal, submitDeposit, traderWithPendingKyc } from './review-fixtures.ts';

describe(`back-office reviews [${dialectName}]`, () => {
  let t: TestApp;
  let compliance: StaffLogin;
  let finance: StaffLogin;
  let support: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    compliance = await signInStaff(t, 'compliance');
    finance = await signInStaff(t, 'finance');
    support = await signInStaff(t, 'support');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });
  const approveTx = (id: number, body: object = {}) => call('POST', `/api/admin/transactions/${id}/approve`, finance.auth, body);

  /** A live trader with approved KYC and `amount` USD deposited and approved. */
  async function fundedLiveTrader(amount: number) {
    const trader = await traderWithPendingKyc(t, 'live');
    expect((await call('POST', `/api/admin/kyc/${trader.kycId}/approve`, compliance.auth, { notes: 'Looks good' })).statusCode).toBe(200);
    expect((await approveTx(await submitDeposit(t, trader.auth, String(amount)))).statusCode).toBe(200);
    return trader;
  }

  it('the KYC queue, when a trader submits, then lists it pending with document and selfie the reviewer can open', async () => {
    const trader = await traderWithPendingKyc(t);
    const queue = (await call('GET', `/api/admin/kyc?search=${encodeURIComponent(trader.email)}`, compliance.auth)).json();
    expect(queue.total).toBe(1);
    const [item] = queue.items;
    expect(item).toMatchObject({ id: trader.kycId, status: 'pending', trader_email: trader.email, aadhaar_last4: '9012' });
    expect(item.document).toMatchObject({ url: expect.stringMatching(/^\/api\/files\//), content_type: 'image/jpeg' });
    expect(item.selfie.content_type).toBe('image/png');
    expect((await call('GET', item.document.url, compliance.auth)).statusCode).toBe(200);
  });

  it('approving KYC, when done, then the trader hears it with the notes, a second verdict is 409, and it is audited once', async () => {
    const trader = await traderWithPendingKyc(t);
    const events = await eventsDuring(t, async () => {
      const response = await call('POST', `/api/admin/kyc/${trader.kycId}/approve`, compliance.auth, { notes: 'Clear photo' });
      expect(response.json()).toMatchObject({ status: 'approved', review_notes: 'Clear photo' });
    });
    expect(events).toContainEqual(expect.objectContaining({ userId: trader.id, event: 'kyc-updated' }));
    const again = await call('POST', `/api/admin/kyc/${trader.kycId}/reject`, compliance.auth, { notes: 'oops' });
    expect(again.statusCode).toBe(409);
    const mine = (await call('GET', '/api/kyc/my', trader.auth)).json();
    expect(mine).toMatchObject({ status: 'approved', review_notes: 'Clear photo' });
    const audit = await auditFor(t, 'kyc.approve', trader.kycId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: compliance.id, actor_email: compliance.email });
    expect(await auditFor(t, 'kyc.reject', trader.kycId)).toHaveLength(0);
  });

  it('rejecting KYC, when no notes are given, then 422 and it stays pending', async () => {
    const trader = await traderWithPendingKyc(t);
    const response = await call('POST', `/api/admin/kyc/${trader.kycId}/reject`, compliance.auth, { notes: '' });
    expect(response.statusCode).toBe(422);
    expect((await call('GET', '/api/kyc/my', trader.auth)).json().status).toBe('pending');
  });

  it('approving a deposit twice, when the second call comes, then the balance is credited once', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    const txId = await submitDeposit(t, trader.auth, '250');
    const events = await eventsDuring(t, async () => expect((await approveTx(txId)).statusCode).toBe(200), [
      'transaction-updated',
      'account-updated',
    ]);
    const second = await approveTx(txId);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_REVIEWED');
    expect((await accountOf(t, id)).balance_cents).toBe(25_000);
    expect(await sumLedger(t.ctx.db, id)).toBe(25_000);
    const deposits = await t.ctx.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', id)
      .where('kind', '=', 'deposit')
      .execute();
    expect(deposits).toHaveLength(1);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['transaction-updated', 'account-updated']));
    expect(await auditFor(t, 'deposit.approve', txId)).toHaveLength(1);
  });

  it('the transactions list, when filtered by type and status, then shows the receipt and the trader', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const txId = await submitDeposit(t, trader.auth, '40');
    const list = (
      await call('GET', `/api/admin/transactions?type=deposit&status=pending&search=${encodeURIComponent(trader.email)}`, finance.auth)
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: txId, type: 'deposit', amount: 40, status: 'pending', trader_email: trader.email });
    expect(list.items[0].receipt).toMatchObject({ content_type: 'image/png' });
    const withdrawals = (
      await call('GET', `/api/admin/transactions?type=withdrawal&search=${encodeURIComponent(trader.email)}`, finance.auth)
    ).json();
    expect(withdrawals.total).toBe(0);
  });

  it('rejecting a withdrawal, when done, then its reservation is released and the balance is unchanged', async () => {
    const trader = await fundedLiveTrader(300);
    const txId = await requestWithdrawal(t, trader.auth, 120);
    expect((await accountOf(t, trader.id)).reserved_cents).toBe(12_000);
    const events = await eventsDuring(t, async () => {
      const response = await call('POST', `/api/admin/transactions/${txId}/reject`, finance.auth, {
        reason: 'Address on a sanctions list',
      });
      expect(response.json()).toMatchObject({ status: 'rejected', review_note: 'Address on a sanctions list' });
    }, ['account-updated']);
    const account = await accountOf(t, trader.id);
    expect(account).toMatchObject({ reserved_cents: 0, balance_cents: 30_000 });
    expect(events).toContainEqual(expect.objectContaining({ userId: trader.id, event: 'account-updated' }));
    expect(await auditFor(t, 'withdrawal.reject', txId)).toHaveLength(1);
  });

  it('approving a withdrawal, when the hash is missing, then 422; with it, the money leaves for good', async () => {
    const trader = await fundedLiveTrader(300);
    const txId = await requestWithdrawal(t, trader.auth, 100);
    const noHash = await approveTx(txId, {});
    expect(noHash.statusCode).toBe(422);
    expect(noHash.json().errors.tx_hash).toEqual(['Enter the transaction hash of the payment.']);
    expect((await accountOf(t, trader.id)).reserved_cents).toBe(10_000);
    const approved = await approveTx(txId, { tx_hash: '0xabc123' });
    expect(approved.json()).toMatchObject({ status: 'approved', tx_hash: '0xabc123' });
    expect(await accountOf(t, trader.id)).toMatchObject({ reserved_cents: 0, balance_cents: 20_000 });
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(20_000);
    const history = (await call('GET', '/api/transactions/my', trader.auth)).json();
    expect(history.find((row: { id: number }) => row.id === txId)).toMatchObject({ status: 'approved', tx_hash: '0xabc123' });
  });

  it('approving a live withdrawal, when the trader’s KYC is not approved, then 409 and the hold stays', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    await approveTx(await submitDeposit(t, trader.auth, '100'));
    const txId = await requestWithdrawal(t, trader.auth, 50);
    const response = await approveTx(txId, { tx_hash: '0xdef' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('KYC_NOT_APPROVED');
    expect(await accountOf(t, id)).toMatchObject({ reserved_cents: 5_000, balance_cents: 10_000 });
    expect(await auditFor(t, 'withdrawal.approve', txId)).toHaveLength(0);
  });

  it('replying to a ticket, when sent, then the trader sees it in /support, the status is answered, and both steps are audited', async () => {
    const trader = await signUpTrader(t.app);
    const ticketId = await openTicket(t, trader.auth);
    const inbox = (await call('GET', '/api/admin/tickets?status=open', support.auth)).json();
    expect(inbox.items.map((i: { id: number }) => i.id)).toContain(ticketId);
    const replied = await call('POST', `/api/admin/tickets/${ticketId}/reply`, support.auth, { message: 'Credited now.' });
    expect(replied.json()).toMatchObject({
      status: 'answered',
      reply_count: 1,
      replies: [{ message: 'Credited now.', staff_email: support.email }],
    });
    const mine = (await call('GET', '/api/support/tickets', trader.auth)).json();
    expect(mine[0]).toMatchObject({ id: ticketId, status: 'answered', replies: [expect.objectContaining({ message: 'Credited now.' })] });
    expect((await call('POST', `/api/admin/tickets/${ticketId}/status`, support.auth, { status: 'closed' })).json().status).toBe('closed');
    expect((await call('POST', `/api/admin/tickets/${ticketId}/status`, support.auth, { status: 'pending' })).statusCode).toBe(422);
    expect((await call('POST', `/api/admin/tickets/${ticketId}/reply`, support.auth, { message: '' })).statusCode).toBe(422);
    expect(await auditFor(t, 'ticket.reply', ticketId)).toHaveLength(1);
    expect(await auditFor(t, 'ticket.status', ticketId)).toHaveLength(1);
  });

  it('the trader page, when money and tickets exist, then shows every section', async () => {
    const trader = await fundedLiveTrader(150);
    await openTicket(t, trader.auth, 'Hello');
    const admin = await signInStaff(t, 'admin');
    const page = (await call('GET', `/api/admin/traders/${trader.id}`, admin.auth)).json();
    expect(page.account).toMatchObject({ balance: 150 });
    expect(page.transactions).toHaveLength(1);
    expect(page.kyc[0]).toMatchObject({ status: 'approved' });
    expect(page.tickets[0]).toMatchObject({ subject: 'Hello' });
    expect(page.ledger[0]).toMatchObject({ kind: 'deposit', amount: 150 });
    expect(Array.isArray(page.positions) && Array.isArray(page.orders)).toBe(true);
    const listed = (await call('GET', `/api/admin/traders?search=${encodeURIComponent(trader.email)}`, admin.auth)).json();
    expect(listed.items[0]).toMatchObject({ kyc_status: 'approved', balance: 150 });
  });
});
