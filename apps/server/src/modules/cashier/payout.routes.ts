import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatUnits } from 'viem';
import { hotWalletListSchema, payoutListSchema, payoutSchema, type HotWallet } from '@platform/shared/cashier';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { idParams } from '../../plugins/id-param.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { startOfUtcDay, type PayoutService } from './payout-approval.ts';
import { paidSince } from './payouts.repository.ts';

const idsQuery = z.object({
  ids: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/, 'ids: numbers separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))].slice(0, 200)),
});

/** Under /api/admin: the payouts from the hot wallets, their approvals, and what each wallet holds. */
export async function payoutRoutes(fastify: FastifyInstance, { ctx, payouts }: { ctx: AppContext; payouts: PayoutService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { preValidation: permit('transactions') };

  app.get(
    '/cashier/payouts',
    { ...finance, schema: { querystring: idsQuery, response: { 200: payoutListSchema, ...failures } } },
    async (request) => ({ payouts: await payouts.list(request.query.ids) }),
  );

  app.post(
    '/cashier/payouts/:id/approve',
    { ...finance, schema: { params: idParams, response: { 200: payoutSchema, ...failures } } },
    async (request) => payouts.approve(staffActor(request), request.params.id, idempotencyKeyOf(request)),
  );

  app.post(
    '/cashier/payouts/:id/retry',
    { ...finance, schema: { params: idParams, response: { 200: payoutSchema, ...failures } } },
    async (request) => payouts.retry(staffActor(request), request.params.id),
  );

  app.get('/cashier/hot-wallets', { ...finance, schema: { response: { 200: hotWalletListSchema, ...failures } } }, async () => {
    const limits = ctx.config.cashier.payouts;
    const since = startOfUtcDay(ctx.clock.now());
    const wallets: HotWallet[] = [];
    for (const wallet of payouts.wallets.values()) {
      const coins = [wallet.nativeCoin!, ...wallet.tokenCoins];
      // A node away shows as unknown balances, not a failed page.
      const balances = await Promise.all(
        coins.map(async (coin) => [coin, formatUnits(await wallet.balanceOf(coin), wallet.decimalsOf(coin)!)] as const),
      ).then(
        (pairs) => Object.fromEntries(pairs),
        () => null,
      );
      const paid = await paidSince(ctx.db, wallet.chain, since, { statuses: ['queued', 'signed', 'sent', 'confirmed'] });
      wallets.push({
        chain: wallet.chain,
        address: wallet.address,
        balances,
        paid_today: fromCents(paid),
        daily_limit: fromCents(limits.dailyCents),
        account_daily_limit: fromCents(limits.accountDailyCents),
        per_payout_limit: fromCents(limits.maxCents),
        second_approval_above: fromCents(limits.secondApprovalCents),
      });
    }
    return { wallets };
  });
}
