import type { FastifyInstance } from 'fastify';
import { kycDecisionSchema, kycListQuerySchema, kycRejectSchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { permit, staffActor } from '../admin/staff-guard.ts';
import { idParam } from '../admin/id-param.ts';
import { createKycQueueService } from './kyc-queue.service.ts';

export async function kycReviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const kyc = createKycQueueService(ctx);
  const compliance = { preHandler: permit('kyc') };

  app.get('/kyc', compliance, async (request) => {
    const query = validate(kycListQuerySchema, request.query);
    return kyc.list({ status: query.status, search: query.search }, query);
  });

  app.post('/kyc/:id/approve', compliance, async (request) => {
    const { notes } = validate(kycDecisionSchema, request.body);
    return kyc.decide(staffActor(request), idParam(request), 'approve', notes);
  });

  app.post('/kyc/:id/reject', compliance, async (request) => {
    const { notes } = validate(kycRejectSchema, request.body);
    return kyc.decide(staffActor(request), idParam(request), 'reject', notes);
  });
}
