import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { toIso } from '../../db/now.ts';
import { validate } from '../../errors/validate.ts';
import { listMails } from './mail.repository.ts';
import { permit } from '../admin/staff-guard.ts';

const query = z.object({
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

/** `GET /api/admin/outbox`: every mail the platform produced (the only copy when SMTP_URL is unset). */
export async function outboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  /** `GET /api/admin/access`: 200 once the staff guard lets this session in (the app asks before showing screens). */
  app.get('/access', async () => ({ status: 'success' as const }));

  app.get('/outbox', { preHandler: permit('outbox') }, async (request) => {
    const q = validate(query, request.query);
    const { rows, total } = await listMails(ctx.db, { search: q.search, limit: q.page_size, offset: (q.page - 1) * q.page_size });
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        template: row.template,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        status: row.status,
        error: row.error,
        created_at: toIso(row.created_at),
      })),
    };
  });
}
