import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminKycItemSchema,
  kycDecisionSchema,
  kycListQuerySchema,
  kycRejectSchema,
  kycVerdictSchema,
  pageSchema,
} from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../lib/staff/staff-guard.ts';
import { idParams } from '../../lib/staff/id-param.ts';
import { createKycQueueService } from './kyc-queue.service.ts';

const verdict = { 200: kycVerdictSchema, ...failures };

export async function kycReviewRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const kyc = createKycQueueService(ctx);
  const compliance = { preValidation: permit('kyc') };

  app.get(
    '/kyc',
    { ...compliance, schema: { querystring: kycListQuerySchema, response: { 200: pageSchema(adminKycItemSchema), ...failures } } },
    async (request) => kyc.list({ status: request.query.status, search: request.query.search }, request.query),
  );

  app.post(
    '/kyc/:id/approve',
    { ...compliance, schema: { params: idParams, body: kycDecisionSchema, response: verdict } },
    async (request) => kyc.decide(staffActor(request), request.params.id, 'approve', request.body.notes),
  );

  app.post('/kyc/:id/reject', { ...compliance, schema: { params: idParams, body: kycRejectSchema, response: verdict } }, async (request) =>
    kyc.decide(staffActor(request), request.params.id, 'reject', request.body.notes),
  );
}
