import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TradingCalendar } from '@platform/shared/trading-calendar';
import { WEEKDAY_NAMES } from '@platform/shared/trading-calendar';
import { symbolGroupPath } from '@platform/shared/trading-conditions';
import {
  calendarTargetInputSchema,
  calendarTimeZoneInputSchema,
  tradingCalendarInputSchema,
  tradingCalendarResponseSchema,
  type TradingCalendarResponse,
} from '@platform/shared/trading-sessions';
import type { AppContext } from '../../app-context.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { permit, staffActor } from '../../plugins/staff-guard.ts';
import type { MarketService } from './market.service.ts';

/**
 * /api/admin/trading-calendar: the broker's quote and trade sessions, holidays and triple-swap days
 * per symbol group or symbol (admin only, audited). Every instance applies a change without a restart.
 */
export async function tradingCalendarRoutes(fastify: FastifyInstance, { market }: { ctx: AppContext; market: MarketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onlyAdmin = { preValidation: permit('groups') };
  const answer = { response: { 200: tradingCalendarResponseSchema, ...failures } };

  const toWire = (calendar: TradingCalendar): TradingCalendarResponse => ({
    status: 'success',
    time_zone: calendar.timeZone,
    sessions: calendar.sessions,
    holidays: calendar.holidays,
    triple_swap_days: calendar.tripleSwapDays.map(({ target_kind, target, weekday }) => ({
      target_kind,
      target,
      day: weekday === null ? 'none' : WEEKDAY_NAMES[weekday]!,
    })),
    symbols: market.listSymbols().map((spec) => ({ symbol: spec.symbol, path: symbolGroupPath(spec) })),
  });

  app.get('/trading-calendar', { ...onlyAdmin, schema: answer }, () => toWire(market.calendar.current()));
  app.put('/trading-calendar', { ...onlyAdmin, schema: { body: tradingCalendarInputSchema, ...answer } }, async (request) =>
    toWire(await market.calendar.replace(staffActor(request), request.body)),
  );
  app.put('/trading-calendar/rules', { ...onlyAdmin, schema: { body: calendarTargetInputSchema, ...answer } }, async (request) =>
    toWire(await market.calendar.replaceTarget(staffActor(request), request.body)),
  );
  app.put('/trading-calendar/time-zone', { ...onlyAdmin, schema: { body: calendarTimeZoneInputSchema, ...answer } }, async (request) =>
    toWire(await market.calendar.setTimeZone(staffActor(request), request.body.time_zone)),
  );
}
