import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legalPageSchema, legalTextSchema } from '@platform/shared/security';
import { languageSchema } from '@platform/shared/user';
import type { AppContext } from '../../app-context.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { DEFAULT_PRIVACY_TEXT, DEFAULT_TERMS_TEXT } from './legal-defaults.ts';
import { DEFAULT_PRIVACY_TEXT_HI, DEFAULT_TERMS_TEXT_HI } from './legal-defaults.hi.ts';

const TITLES = {
  en: { terms: 'Terms of Service', privacy: 'Privacy Policy' },
  hi: { terms: 'सेवा की शर्तें', privacy: 'गोपनीयता नीति' },
} as const;
const DEFAULTS = { terms: DEFAULT_TERMS_TEXT, privacy: DEFAULT_PRIVACY_TEXT } as const;
const DEFAULTS_HI = { terms: DEFAULT_TERMS_TEXT_HI, privacy: DEFAULT_PRIVACY_TEXT_HI } as const;

/**
 * `GET /api/legal/terms|privacy?language=hi`: public, the text the operator keeps in the back office.
 * A Hindi reader gets the Hindi default while the operator keeps the English default; an edited text as written.
 */
export async function legalRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    params: z.object({ page: legalPageSchema }),
    querystring: z.object({ language: languageSchema.default('en') }),
    response: { 200: legalTextSchema, ...failures },
  };
  app.get('/legal/:page', { schema }, async (request) => {
    const { page } = request.params;
    const { language } = request.query;
    const { legal } = await ctx.settings.get();
    const text = language === 'hi' && legal[page] === DEFAULTS[page] ? DEFAULTS_HI[page] : legal[page];
    return { title: TITLES[language][page], text };
  });
}
