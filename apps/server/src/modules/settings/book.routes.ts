import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brokerSettingsPatchSchema, brokerSettingsSchema } from '@platform/shared/settings';
import { symbolChangesSchema, symbolSpecSchema } from '@platform/shared/symbols';
import type { AppContext } from '../../app-context.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import type { createBookSettingsService } from './book-settings.service.ts';
import type { createSymbolSheetService } from '../market/public.ts';

const settingsAnswer = { 200: brokerSettingsSchema, ...failures };
const symbolAnswer = { 200: symbolSpecSchema, ...failures };

export async function bookRoutes(
  fastify: FastifyInstance,
  {
    bookSettings: settings,
    symbolSheet: symbols,
  }: {
    ctx: AppContext;
    bookSettings: ReturnType<typeof createBookSettingsService>;
    symbolSheet: ReturnType<typeof createSymbolSheetService>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onlyAdmin = { preValidation: permit('book') };

  app.get('/settings', { ...onlyAdmin, schema: { response: settingsAnswer } }, async () => settings.get());
  app.patch('/settings', { ...onlyAdmin, schema: { body: brokerSettingsPatchSchema, response: settingsAnswer } }, async (request) =>
    settings.update(staffActor(request), request.body),
  );

  app.get(
    '/symbols',
    { ...onlyAdmin, schema: { response: { 200: z.object({ items: z.array(symbolSpecSchema) }), ...failures } } },
    async () => symbols.list(),
  );
  app.patch(
    '/symbols/:symbol',
    { ...onlyAdmin, schema: { params: z.object({ symbol: z.string() }), body: symbolChangesSchema, response: symbolAnswer } },
    async (request) => symbols.update(staffActor(request), request.params.symbol, request.body),
  );
}
