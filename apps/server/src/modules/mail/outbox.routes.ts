import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { toIso } from '../../db/now.ts';
import { okSchema } from '@platform/shared/answers';
import { outboxPageSchema } from '@platform/shared/admin';
import { failures } from '../../plugins/route-schemas.ts';
import { listMails } from './mail.repository.ts';
import { permit } from '../../plugins/staff-guard.ts';

const query = z.object({
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

/** `GET /api/admin/outbox`: every mail the platform produced (the only copy when SMTP_URL is unset). */
export async function outboxRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** `GET /api/admin/access`: 200 once the staff guard lets this session in (the app asks before showing screens). */
  app.get('/access', { schema: { response: { 200: okSchema, ...failures } } }, async () => ({ status: 'success' as const }));

  app.get(
    '/outbox',
    { preValidation: permit('outbox'), schema: { querystring: query, response: { 200: outboxPageSchema, ...failures } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listMails(ctx.db, { search: q.search, limit: q.page_size, offset: (q.page - 1) * q.page_size });
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          template: row.template,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          status: row.status,
          error: row.error,
          created_at: toIso(row.createdAt),
        })),
      };
    },
  );
}
