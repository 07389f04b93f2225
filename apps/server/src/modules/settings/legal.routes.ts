import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legalPageSchema } from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { settingsStore } from './settings.store.ts';

const TITLES = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

/** `GET /api/legal/terms|privacy`: public, the text the operator keeps in the back office. */
export async function legalRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/legal/:page', async (request) => {
    const { page } = validate(z.object({ page: legalPageSchema }), request.params);
    const { legal } = await settingsStore(ctx).get();
    return { title: TITLES[page], text: legal[page] };
  });
}
