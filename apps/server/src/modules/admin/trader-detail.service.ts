import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { toMe } from '../auth/user-view.ts';
import { findAccount, listLedger } from '../ledger/ledger.repository.ts';
import { findTrader } from './traders.repository.ts';

/** A trader's whole file for the back office: profile, account figures, ledger and the rest. */
export function createTraderDetailService(ctx: AppContext, _services: Services) {
  async function load(traderId: number) {
    const user = await findTrader(ctx.db, traderId);
    if (!user) throw AppError.notFound('Trader not found.');
    const [account, ledger] = await Promise.all([findAccount(ctx.db, traderId), listLedger(ctx.db, traderId, 100)]);
    return {
      profile: { ...toMe(user), status: user.status },
      account: {
        balance: fromCents(account?.balance_cents ?? 0),
        credit: fromCents(account?.credit_cents ?? 0),
        reserved: fromCents(account?.reserved_cents ?? 0),
      },
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
    };
  }
  return { load };
}
export type TraderDetailService = ReturnType<typeof createTraderDetailService>;
