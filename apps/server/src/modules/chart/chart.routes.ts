import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chartDrawingsAnswerSchema, chartDrawingsSchema, chartLayoutAnswerSchema, chartLayoutSchema } from '@platform/shared/chart-layout';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import type { createChartService } from './chart.service.ts';

const symbolParams = z.object({ symbol: z.string().max(20) });
/** A layout or a symbol's drawings well past the stored limit is refused before it is parsed. */
const BODY_LIMIT = 256 * 1024;
const layoutAnswer = { 200: chartLayoutAnswerSchema, ...failures };
const drawingsAnswer = { 200: chartDrawingsAnswerSchema, ...failures };

/** The chart layout (GET/PUT /chart/layout) and each symbol's drawings (GET/PUT /chart/drawings/{symbol}). */
export async function chartRoutes(
  fastify: FastifyInstance,
  { ctx, chart }: { ctx: AppContext; chart: ReturnType<typeof createChartService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));

  app.get('/chart/layout', { schema: { response: layoutAnswer } }, async (request) => chart.layout(currentUser(request).id));
  app.put('/chart/layout', { bodyLimit: BODY_LIMIT, schema: { body: chartLayoutSchema, response: layoutAnswer } }, async (request) =>
    chart.putLayout(currentUser(request).id, request.body),
  );

  app.get('/chart/drawings/:symbol', { schema: { params: symbolParams, response: drawingsAnswer } }, async (request) =>
    chart.drawings(currentUser(request).id, request.params.symbol),
  );
  app.put(
    '/chart/drawings/:symbol',
    { bodyLimit: BODY_LIMIT, schema: { params: symbolParams, body: chartDrawingsSchema, response: drawingsAnswer } },
    async (request) => chart.putDrawings(currentUser(request).id, request.params.symbol, request.body),
  );
}
