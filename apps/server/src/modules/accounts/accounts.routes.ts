import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountMessages,
  accountsResponseSchema,
  closeAccountResponseSchema,
  makeDefaultResponseSchema,
  openAccountRequestSchema,
  openAccountResponseSchema,
  transferRequestSchema,
  transferResponseSchema,
} from '@platform/shared/trading-accounts';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { idempotencyKeyOf, keepSentBody } from '../../plugins/idempotency-key.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { idParams } from '../../plugins/id-param.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import type { createAccountsService } from './accounts.service.ts';

/** A login's trading accounts: list with figures, open one, move money between live ones (issue 29). */
export async function accountsRoutes(
  fastify: FastifyInstance,
  { ctx, accounts }: { ctx: AppContext; accounts: ReturnType<typeof createAccountsService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));
  keepSentBody(app);

  app.get('/accounts', { schema: { response: { 200: accountsResponseSchema, ...failures } } }, async (request) => ({
    status: 'success' as const,
    accounts: await accounts.list(currentUser(request).id),
  }));

  app.post(
    '/accounts',
    { schema: { body: openAccountRequestSchema, response: { 200: openAccountResponseSchema, ...failures } } },
    async (request) => ({
      status: 'success' as const,
      message: accountMessages.opened(request.body.type),
      account: await accounts.open(currentUser(request), request.body),
    }),
  );

  app.post(
    '/accounts/:id/default',
    { schema: { params: idParams, response: { 200: makeDefaultResponseSchema, ...failures } } },
    async (request) => ({ status: 'success' as const, ...(await accounts.makeDefault(currentUser(request), request.params.id)) }),
  );

  app.post(
    '/accounts/transfer',
    { schema: { body: transferRequestSchema, response: { 200: transferResponseSchema, ...failures } } },
    async (request) => accounts.transfer(currentUser(request), request.body, idempotencyKeyOf(request), request.sentBody),
  );
}

/** Staff: close an empty trading account (mounted under /api/admin). */
export async function accountsAdminRoutes(fastify: FastifyInstance, { accounts }: { accounts: ReturnType<typeof createAccountsService> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/accounts/:id/close',
    { preValidation: permit('tradersAdjust'), schema: { params: idParams, response: { 200: closeAccountResponseSchema, ...failures } } },
    async (request) => ({ status: 'success' as const, ...(await accounts.close(staffActor(request), request.params.id)) }),
  );
}
