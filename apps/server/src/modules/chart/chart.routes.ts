import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { createChartService } from './chart.service.ts';

const symbolParams = z.object({ symbol: z.string().max(20) });
/** A layout or a symbol's drawings well past the stored limit is refused before it is parsed. */
const BODY_LIMIT = 256 * 1024;

/** The chart layout (GET/PUT /chart/layout) and each symbol's drawings (GET/PUT /chart/drawings/{symbol}). */
export async function chartRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const chart = createChartService(ctx, services.market);
  app.addHook('preHandler', authenticate(ctx));
  const symbolOf = (params: unknown) => symbolParams.parse(params).symbol;

  app.get('/chart/layout', async (request) => chart.layout(currentUser(request).id));
  app.put('/chart/layout', { bodyLimit: BODY_LIMIT }, async (request) => chart.putLayout(currentUser(request).id, request.body));

  app.get('/chart/drawings/:symbol', async (request) => chart.drawings(currentUser(request).id, symbolOf(request.params)));
  app.put('/chart/drawings/:symbol', { bodyLimit: BODY_LIMIT }, async (request) =>
    chart.putDrawings(currentUser(request).id, symbolOf(request.params), request.body),
  );
}
