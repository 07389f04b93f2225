import type { FastifyInstance } from 'fastify';
import type { MyReferral, ReferralHistoryRow } from '@platform/shared/referral';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { findUserById } from '../auth/user.repository.ts';
import { listReferred, referralTotals } from './referral.repository.ts';

export async function referralRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const auth = { preHandler: authenticate(ctx) };

  app.get('/refer/my', auth, async (request): Promise<MyReferral> => {
    const user = await findUserById(ctx.db, currentUser(request).id);
    if (!user) throw AppError.unauthenticated();
    const totals = await referralTotals(ctx.db, user.id);
    return { code: user.referral_code, referred_count: totals.referredCount, total_reward: fromCents(totals.totalRewardCents) };
  });

  app.get('/refer/history', auth, async (request): Promise<ReferralHistoryRow[]> => {
    const rows = await listReferred(ctx.db, currentUser(request).id);
    return rows.map((row) => ({
      id: row.id,
      created_at: toIso(row.created_at),
      referred_name: row.name,
      referred_email: row.email,
      reward_amount: fromCents(row.amount_cents ?? 0),
    }));
  });
}
