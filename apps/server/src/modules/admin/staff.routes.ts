import type { FastifyInstance } from 'fastify';
import { staffCreateSchema, staffUpdateSchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { permit, staffActor } from './staff-guard.ts';
import { createStaffService } from './staff.service.ts';
import { idParam } from './id-param.ts';

export async function staffRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const staff = createStaffService(ctx);
  const onlyAdmin = { preHandler: permit('staff') };

  app.get('/staff', onlyAdmin, async () => ({ items: await staff.list() }));

  app.post('/staff', onlyAdmin, async (request, reply) => {
    const body = validate(staffCreateSchema, request.body);
    return reply.status(201).send(await staff.create(staffActor(request), body));
  });

  app.patch('/staff/:id', onlyAdmin, async (request) => {
    const body = validate(staffUpdateSchema, request.body);
    return staff.update(staffActor(request), idParam(request), body);
  });
}
