import { CHART_STORED_BYTES_MAX } from '@platform/shared/chart-kinds';
import { chartDrawingsSchema, chartLayoutSchema, type ChartDrawings, type ChartLayout } from '@platform/shared/chart-layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService } from '../market/public.ts';
import { deleteDrawings, findDrawings, findLayout, saveDrawings, saveLayout } from './chart.repository.ts';

const iso = (at: number) => new Date(at).toISOString();

function sized(json: string, what: string): string {
  if (Buffer.byteLength(json) > CHART_STORED_BYTES_MAX)
    throw new AppError('PAYLOAD_TOO_LARGE', 413, `The ${what} is too large to save (at most ${CHART_STORED_BYTES_MAX / 1024} kB).`);
  return json;
}

/**
 * The chart layout and drawings that follow a trader to every device. Storage keeps what the
 * shared schemas accepted; a stored value is parsed again on the way out, so a schema change
 * never hands the web a shape it does not know (it falls back to no layout).
 */
export function createChartService(ctx: AppContext, market: MarketService) {
  function symbolOf(raw: string): string {
    const symbol = raw.trim().toUpperCase();
    if (!market.getSymbol(symbol)) throw AppError.notFound(`Unknown symbol ${raw}.`, 'UNKNOWN_SYMBOL');
    return symbol;
  }

  async function layout(userId: number): Promise<{ layout: ChartLayout | null; updated_at: string | null }> {
    const row = await findLayout(ctx.db, userId);
    const parsed = row ? chartLayoutSchema.safeParse(JSON.parse(row.layout) as unknown) : null;
    return parsed?.success && row ? { layout: parsed.data, updated_at: iso(Number(row.updatedAt)) } : { layout: null, updated_at: null };
  }

  async function putLayout(userId: number, next: ChartLayout) {
    const now = ctx.clock.now();
    await saveLayout(ctx.db, userId, sized(JSON.stringify(next), 'chart layout'), now);
    return { layout: next, updated_at: iso(now) };
  }

  async function drawings(userId: number, rawSymbol: string): Promise<ChartDrawings & { symbol: string }> {
    const symbol = symbolOf(rawSymbol);
    const row = await findDrawings(ctx.db, userId, symbol);
    const parsed = row ? chartDrawingsSchema.safeParse({ drawings: JSON.parse(row.drawings) as unknown }) : null;
    return { symbol, drawings: parsed?.success ? parsed.data.drawings : [] };
  }

  async function putDrawings(userId: number, rawSymbol: string, next: ChartDrawings) {
    const symbol = symbolOf(rawSymbol);
    if (next.drawings.length === 0) await deleteDrawings(ctx.db, userId, symbol);
    else await saveDrawings(ctx.db, userId, symbol, sized(JSON.stringify(next.drawings), 'drawing list'), ctx.clock.now());
    return { symbol, drawings: next.drawings };
  }

  return { layout, putLayout, drawings, putDrawings };
}
