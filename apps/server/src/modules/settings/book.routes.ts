import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { permit, staffActor } from '../admin/staff-guard.ts';
import { createBookSettingsService } from './book-settings.service.ts';
import { createSymbolSheetService } from '../market/symbol-edits.service.ts';

export async function bookRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const settings = createBookSettingsService(ctx);
  const symbols = createSymbolSheetService(ctx, services);
  const onlyAdmin = { preHandler: permit('book') };

  app.get('/settings', onlyAdmin, async () => settings.get());
  app.patch('/settings', onlyAdmin, async (request) => settings.update(staffActor(request), request.body));

  app.get('/symbols', onlyAdmin, async () => symbols.list());
  app.patch<{ Params: { symbol: string } }>('/symbols/:symbol', onlyAdmin, async (request) =>
    symbols.update(staffActor(request), request.params.symbol, request.body),
  );
}
