import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { approveKyc } from '../../src/modules/kyc/kyc-review.service.ts';
import { setTicketStatus } from '../../src/modules/support/ticket-reply.service.ts';
import { accountOf, ledgerOf } from '../client-area/fixtures.ts';
import { auditFor, signInStaff, type StaffLogin } from './staff-helpers.ts';
import { openTicket, requestWithdrawal, submitDeposit, traderWithPendingKyc } from './review-fixtures.ts';

describe(`back-office audit entries commit with the action [${dialectName}]`, () => {
  let t: TestApp;
  let admin: StaffLogin;
  let support: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    admin = await signInStaff(t, 'admin');
    support = await signInStaff(t, 'support');
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: admin.auth, payload });
  const statusOf = async (table: 'transactions' | 'kyc_submissions' | 'support_tickets', id: number) =>
    (await t.ctx.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  /** Runs `during` while the audit table is missing, so every audit insert fails. */
  async function withoutAuditTable(during: () => Promise<void>) {
    await t.ctx.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      await during();
    } finally {
      await t.ctx.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
  }

  it('staff actions, when the audit entry cannot be written, then 500 and the action rolled back (no credit, nothing changed)', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const depositId = await submitDeposit(t, trader.auth, '300');
    const ticketId = await openTicket(t, trader.auth);
    const eurusd = (await t.app.inject({ method: 'GET', url: '/api/admin/symbols', headers: admin.auth }))
      .json()
      .items.find((s: { symbol: string }) => s.symbol === 'EURUSD');
    const balanceBefore = (await accountOf(t, trader.id)).balance_cents;

    await withoutAuditTable(async () => {
      expect((await call('POST', `/api/admin/transactions/${depositId}/approve`, {})).statusCode).toBe(500);
      expect((await call('POST', `/api/admin/kyc/${trader.kycId}/approve`, { notes: 'ok' })).statusCode).toBe(500);
      expect((await call('POST', `/api/admin/tickets/${ticketId}/status`, { status: 'closed' })).statusCode).toBe(500);
      expect((await call('PATCH', '/api/admin/symbols/EURUSD', { leverage: eurusd.leverage + 1 })).statusCode).toBe(500);
    });

    expect(await statusOf('transactions', depositId)).toBe('pending');
    expect((await ledgerOf(t, trader.id)).filter((e) => e.ref_type === 'transaction' && e.ref_id === depositId)).toEqual([]);
    expect((await accountOf(t, trader.id)).balance_cents).toBe(balanceBefore);
    expect(await statusOf('kyc_submissions', trader.kycId)).toBe('pending');
    expect(await statusOf('support_tickets', ticketId)).toBe('open');
    expect(t.services.market.getSymbol('EURUSD')?.leverage).toBe(eurusd.leverage);
    expect(await auditFor(t, 'deposit.approve', depositId)).toEqual([]);

    // Once the audit log is back, the same actions go through, each with exactly one entry.
    expect((await call('POST', `/api/admin/transactions/${depositId}/approve`, {})).statusCode).toBe(200);
    expect((await accountOf(t, trader.id)).balance_cents).toBe(balanceBefore + 30_000);
    expect(await auditFor(t, 'deposit.approve', depositId)).toHaveLength(1);
    expect((await call('POST', `/api/admin/kyc/${trader.kycId}/approve`, { notes: 'ok' })).statusCode).toBe(200);
    expect(await auditFor(t, 'kyc.approve', trader.kycId)).toHaveLength(1);
  });

  it('a withdrawal verdict, when its audit entry cannot be written, then the hold, balance and ledger stay as they were', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    await approveKyc(t.ctx, trader.kycId, admin.id, 'ok');
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, '500'), admin.id);
    const withdrawalId = await requestWithdrawal(t, trader.auth, 200);
    const held = await accountOf(t, trader.id);
    const ledgerSize = (await ledgerOf(t, trader.id)).length;
    expect(held.reserved_cents).toBe(20_000);

    await withoutAuditTable(async () => {
      expect((await call('POST', `/api/admin/transactions/${withdrawalId}/approve`, { tx_hash: '0xabc' })).statusCode).toBe(500);
      expect((await call('POST', `/api/admin/transactions/${withdrawalId}/reject`, { reason: 'no' })).statusCode).toBe(500);
    });

    expect(await statusOf('transactions', withdrawalId)).toBe('pending');
    const after = await accountOf(t, trader.id);
    expect({ balance: after.balance_cents, reserved: after.reserved_cents }).toEqual({
      balance: held.balance_cents,
      reserved: held.reserved_cents,
    });
    expect(await ledgerOf(t, trader.id)).toHaveLength(ledgerSize);
  });

  it('a review hook, when given, then it sees the row before and after inside the same transaction', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const ticketId = await openTicket(t, trader.auth);
    const seen: Array<{ before: string; after: string; inTrx: string | undefined }> = [];
    await setTicketStatus(t.ctx, ticketId, support.id, 'closed', {
      withinTransaction: async (trx, before, after) => {
        const row = await trx.selectFrom('support_tickets').select('status').where('id', '=', ticketId).executeTakeFirst();
        seen.push({ before: before.status, after: after.status, inTrx: row?.status });
      },
    });
    expect(seen).toEqual([{ before: 'open', after: 'closed', inTrx: 'closed' }]);
  });

  it('a ticket status change, when made by a staff member, then the ticket records who and when', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const ticketId = await openTicket(t, trader.auth);
    const untouched = await t.ctx.db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ status_changed_by: null, status_changed_at: null });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${ticketId}/status`,
      headers: support.auth,
      payload: { status: 'closed' },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'closed', status_changed_by: support.id, status_changed_at: row.updated_at });
    expect(row.status_changed_at).toEqual(expect.any(Number));
    const [entry] = await auditFor(t, 'ticket.status', ticketId);
    expect(entry).toMatchObject({ actor_id: support.id, before_json: JSON.stringify({ status: 'open' }) });

    await call('POST', `/api/admin/tickets/${ticketId}/status`, { status: 'open' });
    const reopened = await t.ctx.db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
    expect(reopened).toMatchObject({ status: 'open', status_changed_by: admin.id });
  });
});
