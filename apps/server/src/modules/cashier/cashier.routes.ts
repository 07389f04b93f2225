import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depositAddressQuerySchema, depositAddressSchema, watchedNetworksSchema } from '@platform/shared/cashier';
import type { AppContext } from '../../app-context.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { activeAccount } from '../accounts/public.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { depositAddressOf, watchedChains } from './deposit-address.service.ts';

export async function cashierRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);

  app.get(
    '/cashier/networks',
    { preValidation: signedIn, schema: { response: { 200: watchedNetworksSchema, ...failures } } },
    async () => ({
      chains: watchedChains(ctx),
    }),
  );

  // The address of the live account the call names (X-Account), else of the default account.
  app.get(
    '/cashier/deposit-address',
    { preValidation: signedIn, schema: { querystring: depositAddressQuerySchema, response: { 200: depositAddressSchema, ...failures } } },
    async (request) => depositAddressOf(ctx, await activeAccount(ctx, request), request.query.chain),
  );
}
