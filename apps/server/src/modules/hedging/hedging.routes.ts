import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@platform/shared/answers';
import { coverageSchema, hedgeRuleListSchema, hedgeRuleRequestSchema, hedgeRuleSchema, type HedgeRule } from '@platform/shared/hedging';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from '../market/public.ts';
import type { Hedging } from './hedging.service.ts';
import type { createHedgeRulesService } from './hedge-rules.service.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { idParams } from '../../plugins/id-param.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import { readCoverage } from './coverage.ts';
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
});

/** `/api/admin/hedging/*`: the dealer's routing rules (audited) and the coverage book. */
export async function hedgingRoutes(
  fastify: FastifyInstance,
  {
    ctx,
    market,
    hedging,
    hedgeRules: rules,
  }: { ctx: AppContext; market: MarketService; hedging: Hedging; hedgeRules: ReturnType<typeof createHedgeRulesService> },
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

  app.get('/hedging/coverage', { ...guard, schema: { response: { 200: coverageSchema, ...failures } } }, async () => {
    const service = hedging.service;
    const session = !service ? 'off' : service.isLeader() ? service.sessionState() : 'standby';
    return readCoverage(ctx.db, market, session);
  });
}
