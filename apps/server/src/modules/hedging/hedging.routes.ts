import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@platform/shared/answers';
import {
  coverageSchema,
  hedgeOrderListQuerySchema,
  hedgeOrderPageSchema,
  hedgeSessionSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  hedgeRuleListSchema,
  hedgeRuleRequestSchema,
  hedgeRuleSchema,
  uncoveredLimitListSchema,
  uncoveredLimitRequestSchema,
  uncoveredLimitSchema,
  type HedgeRule,
} from '@platform/shared/hedging';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import type { createHedgeRulesService } from './hedge-rules.service.ts';
import type { createUncoveredLimitsService } from './uncovered-limits.service.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { idParams } from '../../plugins/id-param.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { readCoverage } from './coverage.ts';
import { dayOf, keepReconciliation, readReconciliation, reconcileDay } from './reconciliation.ts';
import { listHedgeOrders } from './hedge-orders.ts';
import { readSession } from './session-record.ts';
import type { RuleInput } from './hedge-rules.service.ts';
import type { RoutingRule } from './routing-rules.ts';

const toUnits = (lots: number | null) => (lots === null ? null : Math.round(lots * UNITS_PER_LOT));
const toLots = (units: number | null) => (units === null ? null : units / UNITS_PER_LOT);

function ruleInput(body: ReturnType<typeof hedgeRuleRequestSchema.parse>): RuleInput {
  return {
    clientGroup: body.client_group,
    symbolGroup: body.symbol_group,
    symbol: body.symbol,
    minVolumeUnits: toUnits(body.min_volume),
    maxVolumeUnits: toUnits(body.max_volume),
    mode: body.mode,
    exposureLimitUnits: toUnits(body.exposure_limit),
    profitability: body.profitability,
  };
}

const ruleView = (rule: RoutingRule): HedgeRule => ({
  id: rule.id,
  client_group: rule.clientGroup,
  symbol_group: rule.symbolGroup,
  symbol: rule.symbol,
  min_volume: toLots(rule.minVolumeUnits),
  max_volume: toLots(rule.maxVolumeUnits),
  mode: rule.mode,
  exposure_limit: toLots(rule.exposureLimitUnits),
  profitability: rule.profitability,
});

/** `/api/admin/hedging/*`: the dealer's routing rules (audited), the FIX session, the coverage book and its orders. */
export async function hedgingRoutes(
  fastify: FastifyInstance,
  {
    ctx,
    market,
    hedgeRules: rules,
    uncoveredLimits,
  }: {
    ctx: AppContext;
    market: MarketService;
    hedgeRules: ReturnType<typeof createHedgeRulesService>;
    uncoveredLimits: ReturnType<typeof createUncoveredLimitsService>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: permit('hedging') };

  app.get('/hedging/rules', { ...guard, schema: { response: { 200: hedgeRuleListSchema, ...failures } } }, async () => ({
    rules: (await rules.list()).map(ruleView),
  }));

  app.post(
    '/hedging/rules',
    { ...guard, schema: { body: hedgeRuleRequestSchema, response: { 200: hedgeRuleSchema, ...failures } } },
    async (request) => ruleView(await rules.create(staffActor(request), ruleInput(request.body))),
  );

  app.put(
    '/hedging/rules/:id',
    { ...guard, schema: { params: idParams, body: hedgeRuleRequestSchema, response: { 200: hedgeRuleSchema, ...failures } } },
    async (request) => ruleView(await rules.update(staffActor(request), request.params.id, ruleInput(request.body))),
  );

  app.delete(
    '/hedging/rules/:id',
    { ...guard, schema: { params: idParams, response: { 200: okSchema, ...failures } } },
    async (request) => {
      await rules.remove(staffActor(request), request.params.id);
      return { status: 'success' as const };
    },
  );

  // The desk's thresholds on uncovered exposure (USD notional per symbol or symbol group); crossing one alerts the desk.
  app.get('/hedging/uncovered-limits', { ...guard, schema: { response: { 200: uncoveredLimitListSchema, ...failures } } }, async () => ({
    limits: await uncoveredLimits.list(),
  }));

  app.put(
    '/hedging/uncovered-limits',
    { ...guard, schema: { body: uncoveredLimitRequestSchema, response: { 200: uncoveredLimitSchema, ...failures } } },
    async (request) => uncoveredLimits.save(staffActor(request), request.body),
  );

  app.delete(
    '/hedging/uncovered-limits/:id',
    { ...guard, schema: { params: idParams, response: { 200: okSchema, ...failures } } },
    async (request) => {
      await uncoveredLimits.remove(staffActor(request), request.params.id);
      return { status: 'success' as const };
    },
  );

  // A past day's kept report (the daily run's), else it is built now; today's is always built now.
  app.get(
    '/hedging/reconciliation',
    { ...guard, schema: { querystring: reconciliationQuerySchema, response: { 200: reconciliationSchema, ...failures } } },
    async (request) => {
      const { day } = request.query;
      const now = ctx.clock.now();
      const kept = day < dayOf(now) ? await readReconciliation(ctx.db, day) : null;
      return kept ?? reconcileDay(ctx.db, day, now);
    },
  );

  // Runs a past day's reconciliation again and keeps it (after the LP corrected a fill, say).
  app.post(
    '/hedging/reconciliation',
    { ...guard, schema: { body: reconciliationQuerySchema, response: { 200: reconciliationSchema, ...failures } } },
    async (request) => {
      const report = await reconcileDay(ctx.db, request.body.day, ctx.clock.now());
      if (request.body.day < dayOf(ctx.clock.now())) await keepReconciliation(ctx.db, report);
      return report;
    },
  );

  // The holder's record (any instance answers): `off` without FIX_HOST.
  app.get('/hedging/session', { ...guard, schema: { response: { 200: hedgeSessionSchema, ...failures } } }, async () =>
    readSession(ctx.db, ctx.config.fix, ctx.clock.now()),
  );

  app.get('/hedging/coverage', { ...guard, schema: { response: { 200: coverageSchema, ...failures } } }, async () => {
    const session = await readSession(ctx.db, ctx.config.fix, ctx.clock.now());
    return readCoverage(ctx.db, market, session.state);
  });

  app.get(
    '/hedging/orders',
    { ...guard, schema: { querystring: hedgeOrderListQuerySchema, response: { 200: hedgeOrderPageSchema, ...failures } } },
    async (request) => listHedgeOrders(ctx.db, request.query),
  );
}
