import type { Specification } from '@platform/shared/client-groups';
import { symbolGroupPath } from '@platform/shared/trading-conditions';
import { totalMarkupPts } from '@platform/shared/group-prices';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService, MarketSymbol } from '../market/public.ts';
import { nextHoliday, tripleSwapDayOf, WEEKDAY_NAMES } from '@platform/shared/trading-calendar';
import { usdRate } from '../market/public.ts';
import { effectiveConditions } from './effective-conditions.ts';

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The contract of one symbol as it stands for one trading account: the sheet under the account's group. */
export function createSpecificationService(ctx: AppContext, market: MarketService) {
  const catalogue = ctx.groups;

  /** The symbol's sessions, next holiday and triple-swap day by the broker's calendar (its sheet's hours where no target covers it). */
  const calendarOf = (sheet: MarketSymbol) => {
    const timeZone = market.calendar.current().timeZone;
    const own = market.calendar.forSymbol(sheet);
    const holiday = nextHoliday(own, timeZone, ctx.clock.now());
    const triple = tripleSwapDayOf(own, sheet.tradingHours !== 'always');
    return {
      sessions: own.trade,
      quote_sessions: own.quote,
      time_zone: timeZone,
      next_holiday: holiday ? { date: holiday.date, name: holiday.name, open: holiday.open, close: holiday.close } : null,
      triple_swap_day: triple === null ? null : WEEKDAY_NAMES[triple]!,
    };
  };

  return async function specificationOf(accountId: number, symbol: string): Promise<Specification> {
    const sheet = market.getSymbol(symbol.toUpperCase());
    if (!sheet) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
    const group = await catalogue.groupOf(accountId);
    if (!group) throw AppError.notFound('Account not found.');
    const c = effectiveConditions(group, sheet);
    const quote = market.quotes.latest(sheet.symbol);
    const rate = usdRate(sheet.quoteCurrency, market.listSymbols(), (s) => market.quotes.latest(s));
    const point = 10 ** -sheet.digits;
    const rawSpread = quote ? Math.round((quote.ask - quote.bid) / point) : null;
    const markupPoints = rawSpread === null ? null : totalMarkupPts({ markupMode: c.markupMode.value, markup: c.markup.value }, rawSpread);
    return {
      symbol: sheet.symbol,
      title: sheet.title,
      path: symbolGroupPath(sheet),
      group: group.name,
      contract_size: sheet.contractSize,
      digits: sheet.digits,
      pip_size: sheet.pipSize,
      pip_value: rate === undefined ? null : round(sheet.pipSize * sheet.contractSize * rate, 4),
      spread_points: rawSpread === null || markupPoints === null ? null : rawSpread + markupPoints,
      markup_mode: c.markupMode.value,
      markup: c.markup.value,
      commission_mode: c.commissionMode.value,
      commission: c.commission.value,
      leverage: c.leverageCap.value,
      margin_per_lot:
        quote && rate !== undefined ? Math.ceil(((sheet.contractSize * quote.ask * rate) / c.leverageCap.value) * 100) / 100 : null,
      swap_mode: c.swapMode.value,
      swap_long: c.swapLong.value,
      swap_short: c.swapShort.value,
      volume_min: c.volumeMin.value,
      volume_max: c.volumeMax.value,
      volume_step: c.volumeStep.value,
      trade_mode: c.tradeMode.value,
      margin_call_level: group.marginCallLevel,
      stop_out_level: group.stopOutLevel,
      trading_hours: sheet.tradingHours,
      ...calendarOf(sheet),
    };
  };
}
