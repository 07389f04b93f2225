import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditListQuerySchema, pageSchema } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { listAudit } from '../audit/public.ts';
import { toAuditEntry } from '../audit/public.ts';
import { offsetOf, toPage } from '../../lib/staff/paging.ts';
import { permit } from '../../plugins/staff-guard.ts';

/** Read-only: the audit log has no edit or delete route. */
export async function auditRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      preValidation: permit('audit'),
      schema: { querystring: auditListQuerySchema, response: { 200: pageSchema(auditEntrySchema), ...failures } },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listAudit(
        ctx.db,
        {
          actor: query.actor,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          accountId: query.account,
          fromMs: query.from ? Date.parse(query.from) : undefined,
          toMs: query.to ? Date.parse(query.to) : undefined,
        },
        offsetOf(query),
        query.page_size,
      );
      return toPage(rows.map(toAuditEntry), total, query);
    },
  );
}
