import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTransactionItemSchema,
  pageSchema,
  transactionApproveSchema,
  transactionApprovedSchema,
  transactionListQuerySchema,
  transactionRejectSchema,
  transactionRejectedSchema,
} from '@platform/shared/admin';
import { monthlyTotalsAnswerSchema } from '@platform/shared/banking';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../lib/staff/staff-guard.ts';
import { idParams } from '../../lib/staff/id-param.ts';
import { createTransactionQueueService } from './transaction-queue.service.ts';

export async function transactionQueueRoutes(fastify: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const transactions = createTransactionQueueService(ctx, services.engineHost);
  const finance = { preValidation: permit('transactions') };

  app.get(
    '/transactions',
    {
      ...finance,
      schema: { querystring: transactionListQuerySchema, response: { 200: pageSchema(adminTransactionItemSchema), ...failures } },
    },
    async (request) => {
      const { query } = request;
      return transactions.list({ type: query.type, status: query.status, search: query.search }, query);
    },
  );

  app.get('/transactions/totals', { ...finance, schema: { response: { 200: monthlyTotalsAnswerSchema, ...failures } } }, async () => ({
    totals: await transactions.totals(),
  }));

  app.post(
    '/transactions/:id/review',
    { ...finance, schema: { params: idParams, response: { 200: adminTransactionItemSchema, ...failures } } },
    async (request) => transactions.beginReview(staffActor(request), request.params.id),
  );

  app.post(
    '/transactions/:id/approve',
    { ...finance, schema: { params: idParams, body: transactionApproveSchema, response: { 200: transactionApprovedSchema, ...failures } } },
    async (request) =>
      transactions.approve(staffActor(request), request.params.id, request.body.tx_hash || undefined, idempotencyKeyOf(request)),
  );

  app.post(
    '/transactions/:id/reject',
    { ...finance, schema: { params: idParams, body: transactionRejectSchema, response: { 200: transactionRejectedSchema, ...failures } } },
    async (request) => transactions.reject(staffActor(request), request.params.id, request.body.reason, idempotencyKeyOf(request)),
  );
}
