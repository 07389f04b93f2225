import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountGroupResponseSchema,
  effectiveConditionsResponseSchema,
  groupInputSchema,
  groupListResponseSchema,
  groupResponseSchema,
  moveAccountSchema,
} from '@platform/shared/client-groups';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { idParams } from '../../plugins/id-param.ts';
import { createGroupsService } from './groups.service.ts';

const groupAnswer = { 200: groupResponseSchema, ...failures };
const groupEditSchema = groupInputSchema.and(z.object({ archived: z.boolean().optional() }));

/** /api/admin/groups (admin only, audited) and an account's group and effective conditions. */
export async function groupsRoutes(fastify: FastifyInstance, { ctx, market }: { ctx: AppContext; market: MarketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groups = createGroupsService(ctx, market);
  const onlyAdmin = { preValidation: permit('groups') };

  app.get('/groups', { ...onlyAdmin, schema: { response: { 200: groupListResponseSchema, ...failures } } }, async () => ({
    status: 'success' as const,
    groups: await groups.list(),
  }));
  app.post('/groups', { ...onlyAdmin, schema: { body: groupInputSchema, response: groupAnswer } }, async (request) => ({
    status: 'success' as const,
    group: await groups.create(staffActor(request), request.body),
  }));
  app.get('/groups/:id', { ...onlyAdmin, schema: { params: idParams, response: groupAnswer } }, async (request) => ({
    status: 'success' as const,
    group: await groups.get(request.params.id),
  }));
  app.patch(
    '/groups/:id',
    { ...onlyAdmin, schema: { params: idParams, body: groupEditSchema, response: groupAnswer } },
    async (request) => ({
      status: 'success' as const,
      group: await groups.update(staffActor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/traders/:id/group',
    { ...onlyAdmin, schema: { params: idParams, body: moveAccountSchema, response: { 200: accountGroupResponseSchema, ...failures } } },
    async (request) => groups.moveAccount(staffActor(request), request.params.id, request.body.group_id),
  );
  app.get(
    '/traders/:id/conditions/:symbol',
    {
      preValidation: permit('tradersView'),
      schema: {
        params: z.object({ id: z.coerce.number().int().positive(), symbol: z.string().max(20) }),
        response: { 200: effectiveConditionsResponseSchema, ...failures },
      },
    },
    async (request) => groups.conditionsOf(request.params.id, request.params.symbol),
  );
}
