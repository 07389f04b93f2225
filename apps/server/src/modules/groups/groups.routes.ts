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
  traderAccountGroupsResponseSchema,
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

  const moved = { 200: accountGroupResponseSchema, ...failures };
  const conditionsParams = z.object({ id: z.coerce.number().int().positive(), symbol: z.string().max(20) });
  const conditionsAnswer = { 200: effectiveConditionsResponseSchema, ...failures };

  // Per trading account: each account of a trader has its own group.
  app.put(
    '/accounts/:id/group',
    { ...onlyAdmin, schema: { params: idParams, body: moveAccountSchema, response: moved } },
    async (request) => groups.moveAccount(staffActor(request), request.params.id, request.body.group_id),
  );
  app.get(
    '/accounts/:id/conditions/:symbol',
    { preValidation: permit('tradersView'), schema: { params: conditionsParams, response: conditionsAnswer } },
    async (request) => groups.conditionsOfAccount(request.params.id, request.params.symbol),
  );
  app.get(
    '/traders/:id/account-groups',
    {
      preValidation: permit('tradersView'),
      schema: { params: idParams, response: { 200: traderAccountGroupsResponseSchema, ...failures } },
    },
    async (request) => groups.accountGroupsOf(request.params.id),
  );

  // Naming the trader (before several accounts): their one account; a trader with several is told to choose (400).
  app.put('/traders/:id/group', { ...onlyAdmin, schema: { params: idParams, body: moveAccountSchema, response: moved } }, async (request) =>
    groups.moveTradersAccount(staffActor(request), request.params.id, request.body.group_id),
  );
  // Naming the trader: their default (first open) account's conditions.
  app.get(
    '/traders/:id/conditions/:symbol',
    { preValidation: permit('tradersView'), schema: { params: conditionsParams, response: conditionsAnswer } },
    async (request) => groups.conditionsOfTrader(request.params.id, request.params.symbol),
  );
}
