import { type createAccountsService } from '../accounts/public.ts';
import type { AccountRef } from '../accounts/public.ts';
import { findDefaultAccount } from '../accounts/public.ts';
import type { TraderDetail } from '@platform/shared/admin';
import { fromCents } from '@platform/shared/money';
import type { Order } from '@platform/shared/orders';
import type { AppContext } from '../../app-context.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { toMe } from '../auth/public.ts';
import { findAccount, listLedger } from '../../engine-host/engine-host.ts';
import { findTrader } from './traders.repository.ts';
import { listKycSubmissions } from '../kyc/public.ts';
import { toAdminKycItem } from '../kyc/public.ts';
import { listAdminTransactions } from '../banking/public.ts';
import { toAdminTransactionItem } from '../banking/public.ts';
import { listAdminTickets } from '../support/public.ts';
import { toAdminTicketItem } from '../support/public.ts';
import { getAccount, getOrders } from '../trading/public.ts';
import { groupNamesOf } from '../groups/public.ts';

const SECTION_LIMIT = 100;

/** A trader's whole file for the back office: profile, live account figures, positions, orders, money, KYC, tickets. */
export function createTraderDetailService(
  ctx: AppContext,
  engineHost: EngineHost,
  tradingAccounts: { list(userId: number): ReturnType<ReturnType<typeof createAccountsService>['list']> },
) {
  /** The engine's live figures; the stored balance alone while the engine is not ready on this instance. */
  async function accountFigures(traderId: number, ref: AccountRef | null): Promise<TraderDetail['account']> {
    try {
      if (ref) return (await engineHost.run(getAccount, ref)).account;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 503) throw error;
    }
    {
      const account = await findAccount(ctx.db, traderId);
      return {
        balance: fromCents(account?.balanceCents ?? 0),
        credit: fromCents(account?.creditCents ?? 0),
        reserved: fromCents(account?.reservedCents ?? 0),
      };
    }
  }

  async function orders(ref: AccountRef | null, group: 'pending' | 'open' | 'closed'): Promise<Order[]> {
    if (!ref) return [];
    try {
      return (await engineHost.run(getOrders, { ...ref, group })).orders;
    } catch (error) {
      if (error instanceof AppError && error.status === 503) return [];
      throw error;
    }
  }

  async function load(traderId: number): Promise<TraderDetail> {
    const user = await findTrader(ctx.db, traderId);
    if (!user) throw AppError.notFound('Trader not found.');
    const page = { offset: 0, limit: SECTION_LIMIT };
    const { explorers } = await ctx.settings.get();
    // The default account's figures and orders (the first opened).
    const first = await findDefaultAccount(ctx.db, traderId);
    const ref = first ? { accountId: first.id, userId: traderId } : null;
    const [accounts, account, positions, pending, closed, ledger, kyc, transactions, tickets] = await Promise.all([
      tradingAccounts.list(traderId),
      accountFigures(traderId, ref),
      orders(ref, 'open'),
      orders(ref, 'pending'),
      orders(ref, 'closed'),
      listLedger(ctx.db, traderId, SECTION_LIMIT),
      listKycSubmissions(ctx.db, { status: 'all', userId: traderId }, page.offset, page.limit),
      listAdminTransactions(ctx.db, { type: 'all', status: 'all', userId: traderId }, page.offset, page.limit),
      listAdminTickets(ctx.db, { status: 'all', userId: traderId }, page.offset, page.limit),
    ]);
    const groups = await groupNamesOf(
      ctx.groups,
      accounts.map((tradingAccount) => tradingAccount.id),
    );
    return {
      profile: { ...toMe(user), status: user.status },
      account,
      // Each account trades in its own client group.
      accounts: accounts.map((tradingAccount) => ({ ...tradingAccount, group: groups.get(tradingAccount.id) ?? '' })),
      positions,
      orders: [...pending, ...closed.slice(0, SECTION_LIMIT)],
      transactions: transactions.items.map((item) => toAdminTransactionItem(item, explorers)),
      ledger: ledger.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amount: fromCents(entry.amountCents),
        balance_after: fromCents(entry.balanceAfterCents),
        ref_type: entry.refType,
        ref_id: entry.refId,
        note: entry.note,
        created_by: entry.createdBy,
        created_at: toIso(entry.createdAt),
      })),
      kyc: kyc.items.map(toAdminKycItem),
      tickets: tickets.items.map(toAdminTicketItem),
    };
  }
  return { load };
}
export type TraderDetailService = ReturnType<typeof createTraderDetailService>;
