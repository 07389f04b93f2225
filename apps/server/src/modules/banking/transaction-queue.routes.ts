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
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { idParams } from '../../plugins/id-param.ts';
import type { createTransactionQueueService } from './transaction-queue.service.ts';

export async function transactionQueueRoutes(
  fastify: FastifyInstance,
  { transactionQueue: transactions }: { transactionQueue: ReturnType<typeof createTransactionQueueService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
