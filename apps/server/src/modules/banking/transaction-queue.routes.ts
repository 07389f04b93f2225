import type { FastifyInstance } from 'fastify';
import { transactionApproveSchema, transactionListQuerySchema, transactionRejectSchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { validate } from '../../errors/validate.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { permit, staffActor } from '../admin/staff-guard.ts';
import { idParam } from '../admin/id-param.ts';
import { createTransactionQueueService } from './transaction-queue.service.ts';

export async function transactionQueueRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const transactions = createTransactionQueueService(ctx, services.trading);
  const finance = { preHandler: permit('transactions') };

  app.get('/transactions', finance, async (request) => {
    const query = validate(transactionListQuerySchema, request.query);
    return transactions.list({ type: query.type, status: query.status, search: query.search }, query);
  });

  app.get('/transactions/totals', finance, async () => ({ totals: await transactions.totals() }));

  app.post('/transactions/:id/review', finance, async (request) => transactions.beginReview(staffActor(request), idParam(request)));

  app.post('/transactions/:id/approve', finance, async (request) => {
    const body = validate(transactionApproveSchema, request.body);
    return transactions.approve(staffActor(request), idParam(request), body.tx_hash || undefined, idempotencyKeyOf(request));
  });

  app.post('/transactions/:id/reject', finance, async (request) => {
    const { reason } = validate(transactionRejectSchema, request.body);
    return transactions.reject(staffActor(request), idParam(request), reason, idempotencyKeyOf(request));
  });
}
