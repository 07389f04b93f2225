import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCreateSchema, staffListSchema, staffMemberSchema, staffUpdateSchema } from '@platform/shared/admin';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import type { createStaffService } from './staff.service.ts';
import { idParams } from '../../plugins/id-param.ts';

export async function staffRoutes(fastify: FastifyInstance, { staff }: { staff: ReturnType<typeof createStaffService> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onlyAdmin = { preValidation: permit('staff') };

  app.get('/staff', { ...onlyAdmin, schema: { response: { 200: staffListSchema, ...failures } } }, async () => ({
    items: await staff.list(),
  }));

  app.post(
    '/staff',
    { ...onlyAdmin, schema: { body: staffCreateSchema, response: { 201: staffMemberSchema, ...failures } } },
    async (request, reply) => reply.status(201).send(await staff.create(staffActor(request), request.body)),
  );

  app.patch(
    '/staff/:id',
    { ...onlyAdmin, schema: { params: idParams, body: staffUpdateSchema, response: { 200: staffMemberSchema, ...failures } } },
    async (request) => staff.update(staffActor(request), request.params.id, request.body),
  );
}
