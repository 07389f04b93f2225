import type { TraderDetail } from '@platform/shared/admin';
import { fromCents } from '@platform/shared/money';
import type { Order } from '@platform/shared/orders';
import type { AppContext } from '../../app-context.ts';
import { settingsStore } from '../settings/settings.store.ts';
import type { Services } from '../../services.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { toMe } from '../auth/user.view.ts';
import { findAccount, listLedger } from '../ledger/ledger.repository.ts';
import { findTrader } from './traders.repository.ts';
import { listKycSubmissions } from '../kyc/kyc-queue.repository.ts';
import { listAdminTransactions } from '../banking/transaction-queue.repository.ts';
import { listAdminTickets } from '../support/ticket-inbox.repository.ts';

const SECTION_LIMIT = 100;

/** A trader's whole file for the back office: profile, live account figures, positions, orders, money, KYC, tickets. */
export function createTraderDetailService(ctx: AppContext, services: Services) {
  const { trading } = services;

  /** The engine's live figures; the stored balance alone while the engine is not ready on this instance. */
  async function accountFigures(traderId: number): Promise<TraderDetail['account']> {
    try {
      return (await trading.account(traderId)).account;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 503) throw error;
      const account = await findAccount(ctx.db, traderId);
      return {
        balance: fromCents(account?.balance_cents ?? 0),
        credit: fromCents(account?.credit_cents ?? 0),
        reserved: fromCents(account?.reserved_cents ?? 0),
      };
    }
  }

  async function orders(traderId: number, group: 'pending' | 'open' | 'closed'): Promise<Order[]> {
    try {
      return (await trading.listOrders(traderId, group)).orders;
    } catch (error) {
      if (error instanceof AppError && error.status === 503) return [];
      throw error;
    }
  }

  async function load(traderId: number): Promise<TraderDetail> {
    const user = await findTrader(ctx.db, traderId);
    if (!user) throw AppError.notFound('Trader not found.');
    const page = { offset: 0, limit: SECTION_LIMIT };
    const [account, positions, pending, closed, ledger, kyc, transactions, tickets] = await Promise.all([
      accountFigures(traderId),
      orders(traderId, 'open'),
      orders(traderId, 'pending'),
      orders(traderId, 'closed'),
      listLedger(ctx.db, traderId, SECTION_LIMIT),
      listKycSubmissions(ctx.db, { status: 'all', userId: traderId }, page.offset, page.limit),
      listAdminTransactions(
        ctx.db,
        { type: 'all', status: 'all', userId: traderId },
        page.offset,
        page.limit,
        (await settingsStore(ctx).get()).explorers,
      ),
      listAdminTickets(ctx.db, { status: 'all', userId: traderId }, page.offset, page.limit),
    ]);
    return {
      profile: { ...toMe(user), status: user.status },
      account,
      positions,
      orders: [...pending, ...closed.slice(0, SECTION_LIMIT)],
      transactions: transactions.items,
      ledger: ledger.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amount: fromCents(entry.amount_cents),
        balance_after: fromCents(entry.balance_after_cents),
        ref_type: entry.ref_type,
        ref_id: entry.ref_id,
        note: entry.note,
        created_by: entry.created_by,
        created_at: toIso(entry.created_at),
      })),
      kyc: kyc.items,
      tickets: tickets.items,
    };
  }
  return { load };
}
export type TraderDetailService = ReturnType<typeof createTraderDetailService>;
