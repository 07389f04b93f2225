import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { balanceAdjustmentSchema, traderListQuerySchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { permit, staffActor } from '../admin/staff-guard.ts';
import { idParam } from '../admin/id-param.ts';
import type { TradersService } from './traders.service.ts';
import type { TraderDetailService } from './trader-detail.service.ts';

export async function tradersRoutes(
  app: FastifyInstance,
  { traders, detail }: { ctx: AppContext; traders: TradersService; detail: TraderDetailService },
) {
  app.get('/traders', { preHandler: permit('tradersView') }, async (request) => {
    const query = validate(traderListQuerySchema, request.query);
    return traders.list({ search: query.search, status: query.status, accountType: query.account_type }, query);
  });

  app.get('/traders/:id', { preHandler: permit('tradersView') }, async (request) => detail.load(idParam(request)));

  app.post('/traders/:id/adjust', { preHandler: permit('tradersAdjust') }, async (request) => {
    const body = validate(balanceAdjustmentSchema, request.body);
    return traders.adjust(staffActor(request), idParam(request), body, idempotencyKeyOf(request));
  });

  app.post('/traders/:id/disable', { preHandler: permit('tradersDisable') }, async (request) =>
    traders.setStatus(staffActor(request), idParam(request), 'disabled'),
  );
  app.post('/traders/:id/enable', { preHandler: permit('tradersDisable') }, async (request) =>
    traders.setStatus(staffActor(request), idParam(request), 'active'),
  );
}
