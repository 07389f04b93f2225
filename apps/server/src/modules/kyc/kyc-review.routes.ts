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
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { idParams } from '../../plugins/id-param.ts';
import type { createKycQueueService } from './kyc-queue.service.ts';

const verdict = { 200: kycVerdictSchema, ...failures };

export async function kycReviewRoutes(fastify: FastifyInstance, { kycQueue: kyc }: { kycQueue: ReturnType<typeof createKycQueueService> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
