import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@platform/shared/answers';
import {
  clientsQuerySchema,
  clientsResponseSchema,
  exposureQuerySchema,
  exposureResponseSchema,
  limitAnswerSchema,
  limitRequestSchema,
  limitsResponseSchema,
  marginCallsQuerySchema,
  marginCallsResponseSchema,
  stopOutsResponseSchema,
  switchesResponseSchema,
  switchRequestSchema,
} from '@platform/shared/risk';
import { failures } from '../../plugins/route-schemas.ts';
import { idParams } from '../../plugins/id-param.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import type { RiskService } from './risk.service.ts';

/** `/api/admin/risk/*`: the risk desk (dealer and admin). */
export async function riskRoutes(fastify: FastifyInstance, { risk }: { risk: RiskService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: permit('risk') };

  app.get(
    '/risk/exposure',
    { ...guard, schema: { querystring: exposureQuerySchema, response: { 200: exposureResponseSchema, ...failures } } },
    async (request) => risk.exposure(request.query.demo === 'true'),
  );

  app.get(
    '/risk/clients',
    { ...guard, schema: { querystring: clientsQuerySchema, response: { 200: clientsResponseSchema, ...failures } } },
    async (request) => risk.clients(request.query.period, request.query.limit),
  );

  app.get(
    '/risk/margin-calls',
    { ...guard, schema: { querystring: marginCallsQuerySchema, response: { 200: marginCallsResponseSchema, ...failures } } },
    async (request) => ({ status: 'success' as const, accounts: await risk.marginCalls(request.query.distance) }),
  );

  app.get('/risk/stop-outs', { ...guard, schema: { response: { 200: stopOutsResponseSchema, ...failures } } }, async () => ({
    status: 'success' as const,
    positions: await risk.stopOuts(),
  }));

  app.get('/risk/limits', { ...guard, schema: { response: { 200: limitsResponseSchema, ...failures } } }, async () => ({
    status: 'success' as const,
    limits: await risk.listLimits(),
  }));

  app.post(
    '/risk/limits',
    { ...guard, schema: { body: limitRequestSchema, response: { 200: limitAnswerSchema, ...failures } } },
    async (request) => ({ status: 'success' as const, limit: await risk.saveLimit(staffActor(request), request.body) }),
  );

  app.delete('/risk/limits/:id', { ...guard, schema: { params: idParams, response: { 200: okSchema, ...failures } } }, async (request) => {
    await risk.deleteLimit(staffActor(request), request.params.id);
    return { status: 'success' as const };
  });

  app.get('/risk/switches', { ...guard, schema: { response: { 200: switchesResponseSchema, ...failures } } }, async () => ({
    status: 'success' as const,
    switches: await risk.switches(),
  }));

  app.post(
    '/risk/switches',
    { ...guard, schema: { body: switchRequestSchema, response: { 200: okMessageSchema, ...failures } } },
    async (request) => risk.setSwitch(staffActor(request), request.body),
  );
}
