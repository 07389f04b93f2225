import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { specificationResponseSchema } from '@platform/shared/client-groups';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { activeAccountRef } from '../accounts/public.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { createSpecificationService } from './specification.service.ts';

/** GET /api/symbols/{symbol}/specification: the contract for the trader's account the call names (X-Account; else the default one). */
export async function specificationRoutes(fastify: FastifyInstance, { ctx, market }: { ctx: AppContext; market: MarketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const specificationOf = createSpecificationService(ctx, market);
  app.get(
    '/symbols/:symbol/specification',
    {
      preValidation: authenticate(ctx),
      schema: { params: z.object({ symbol: z.string().max(20) }), response: { 200: specificationResponseSchema, ...failures } },
    },
    async (request) => ({
      status: 'success' as const,
      specification: await specificationOf((await activeAccountRef(ctx, request)).accountId, request.params.symbol),
    }),
  );
}
