import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myReferralSchema, referralHistorySchema } from '@platform/shared/referral';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { findUserById } from '../auth/public.ts';
import { listReferred, referralTotals } from './referral.repository.ts';

export async function referralRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);

  app.get('/refer/my', { preValidation: signedIn, schema: { response: { 200: myReferralSchema, ...failures } } }, async (request) => {
    const user = await findUserById(ctx.db, currentUser(request).id);
    if (!user) throw AppError.unauthenticated();
    const totals = await referralTotals(ctx.db, user.id);
    return { code: user.referralCode, referred_count: totals.referredCount, total_reward: fromCents(totals.totalRewardCents) };
  });

  app.get(
    '/refer/history',
    { preValidation: signedIn, schema: { response: { 200: referralHistorySchema, ...failures } } },
    async (request) => {
      const rows = await listReferred(ctx.db, currentUser(request).id);
      return rows.map((row) => ({
        id: row.id,
        created_at: toIso(row.createdAt),
        referred_name: row.name,
        referred_email: row.email,
        reward_amount: fromCents(row.rewardCents ?? 0),
      }));
    },
  );
}
