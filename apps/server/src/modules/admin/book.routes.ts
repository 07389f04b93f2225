import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { permit, staffActor } from './staff-guard.ts';
import { createBookSettingsService } from './book-settings.service.ts';

export async function bookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext; services: Services }) {
  const settings = createBookSettingsService(ctx);
  const onlyAdmin = { preHandler: permit('book') };

  app.get('/settings', onlyAdmin, async () => settings.get());
  app.patch('/settings', onlyAdmin, async (request) => settings.update(staffActor(request), request.body));
}
