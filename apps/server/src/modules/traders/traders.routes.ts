import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  balanceAdjustedSchema,
  balanceAdjustmentSchema,
  pageSchema,
  traderDetailSchema,
  traderListQuerySchema,
  traderStatusSchema,
  traderSummarySchema,
} from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { idParams } from '../../plugins/id-param.ts';
import type { TradersService } from './traders.service.ts';
import type { TraderDetailService } from './trader-detail.service.ts';

export async function tradersRoutes(
  fastify: FastifyInstance,
  { traders, traderDetail: detail }: { ctx: AppContext; traders: TradersService; traderDetail: TraderDetailService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const statusChange = { params: idParams, response: { 200: traderStatusSchema, ...failures } };

  app.get(
    '/traders',
    {
      preValidation: permit('tradersView'),
      schema: { querystring: traderListQuerySchema, response: { 200: pageSchema(traderSummarySchema), ...failures } },
    },
    async (request) => {
      const { query } = request;
      return traders.list({ search: query.search, status: query.status, accountType: query.account_type }, query);
    },
  );

  app.get(
    '/traders/:id',
    { preValidation: permit('tradersView'), schema: { params: idParams, response: { 200: traderDetailSchema, ...failures } } },
    async (request) => detail.load(request.params.id),
  );

  app.post(
    '/traders/:id/adjust',
    {
      preValidation: permit('tradersAdjust'),
      schema: { params: idParams, body: balanceAdjustmentSchema, response: { 200: balanceAdjustedSchema, ...failures } },
    },
    async (request) => traders.adjust(staffActor(request), request.params.id, request.body, idempotencyKeyOf(request)),
  );

  app.post('/traders/:id/disable', { preValidation: permit('tradersDisable'), schema: statusChange }, async (request) =>
    traders.setStatus(staffActor(request), request.params.id, 'disabled'),
  );
  app.post('/traders/:id/enable', { preValidation: permit('tradersDisable'), schema: statusChange }, async (request) =>
    traders.setStatus(staffActor(request), request.params.id, 'active'),
  );
}
