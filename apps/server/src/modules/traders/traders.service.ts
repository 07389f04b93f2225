import type { BalanceAdjustment, Page, PageQuery, TraderSummary } from '@platform/shared/admin';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { updateUser } from '../auth/public.ts';
import { revokeUserSessions } from '../auth/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { adjustBalance } from './balance-adjustment.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { ACCOUNT_DISABLED_EVENT } from '../../realtime/channels.ts';
import { announceUserChanged } from '../auth/public.ts';
import { findTrader, listTraders, type TraderFilter } from './traders.repository.ts';
import { offsetOf, toPage } from '../../lib/staff/paging.ts';
import { latestKycStatuses } from '../kyc/public.ts';

export function createTradersService(ctx: AppContext, engineHost: EngineHost) {
  const { db, clock } = ctx;

  async function list(filter: TraderFilter, query: PageQuery): Promise<Page<TraderSummary>> {
    const { rows, total } = await listTraders(db, filter, offsetOf(query), query.page_size);
    const kyc = await latestKycStatuses(
      db,
      rows.map((row) => row.id),
    );
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      account_type: row.accountType,
      status: row.status,
      balance: fromCents(row.balanceCents ?? 0),
      kyc_status: kyc.get(row.id) ?? null,
      created_at: toIso(row.createdAt),
    }));
    return toPage(items, total, query);
  }

  async function requireTrader(id: number) {
    const trader = await findTrader(db, id);
    if (!trader) throw AppError.notFound('Trader not found.');
    return trader;
  }

  /**
   * 'adjustment': one ledger entry on the balance. 'credit': the broker credit line (counts in equity
   * and margin, never withdrawable, so not balance and not in the ledger). Both applied by the engine
   * (once per Idempotency-Key) and audited in the same transaction.
   */
  async function adjust(actor: StaffActor, traderId: number, input: BalanceAdjustment, key: string | null = null) {
    await requireTrader(traderId);
    return engineHost.run(adjustBalance, { actor, traderId, input, key });
  }

  /** Disabling refuses every token of the trader at once (resolveToken checks the status) and signs them out. */
  async function setStatus(actor: StaffActor, traderId: number, status: 'active' | 'disabled') {
    const trader = await requireTrader(traderId);
    if (trader.status === status) return { id: traderId, status };
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, traderId, { status, updatedAt: now });
      if (status === 'disabled') await revokeUserSessions(trx, traderId, now);
      await recordAudit(
        trx,
        actor,
        {
          action: status === 'disabled' ? 'trader.disable' : 'trader.enable',
          targetType: 'user',
          targetId: traderId,
          before: { status: trader.status },
          after: { status },
        },
        now,
      );
    });
    if (status === 'disabled') publishToAccount(ctx.bus, traderId, ACCOUNT_DISABLED_EVENT, { status });
    announceUserChanged(ctx.bus, traderId);
    return { id: traderId, status };
  }

  return { list, adjust, setStatus, requireTrader };
}
export type TradersService = ReturnType<typeof createTradersService>;
