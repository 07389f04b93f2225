import type { SymbolChanges, SymbolSpec } from '@platform/shared/symbols';
import { SWAP_MESSAGES, swapOutOfRange } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import type { MarketService } from './market.service.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketSymbol } from './market-symbol.ts';
import { toSymbolSpec } from './symbol.view.ts';
import type { StaffActor } from '../audit/public.ts';
import { auditWithin } from '../admin/public.ts';

/** The book's symbol sheet: every symbol (disabled ones too), edited through the market service (applies at once). */
export function createSymbolSheetService(ctx: AppContext, market: MarketService) {
  const view = (spec: MarketSymbol): SymbolSpec =>
    toSymbolSpec(spec, {
      quote: market.quotes.latest(spec.symbol),
      daily: market.dailyFigures(spec.symbol),
      marketOpen: market.isMarketOpen(spec.symbol, ctx.clock.now()),
    });

  function list(): { items: SymbolSpec[] } {
    return { items: market.listSymbols().map(view) };
  }

  async function update(actor: StaffActor, rawSymbol: string, changes: SymbolChanges): Promise<SymbolSpec> {
    const symbol = rawSymbol.toUpperCase();
    const current = market.getSymbol(symbol);
    if (!current) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
    const before = view(current);
    const min = changes.volume_min ?? before.volume_min;
    const max = changes.volume_max ?? before.volume_max;
    if (min > max) throw AppError.validation({ volume_min: ['The minimum volume must not exceed the maximum.'] });
    const swapMode = changes.swap_mode ?? before.swap_mode;
    for (const field of ['swap_long', 'swap_short'] as const)
      if (swapOutOfRange(swapMode, changes[field] ?? before[field])) throw AppError.validation({ [field]: [SWAP_MESSAGES.percentRange] });
    const keys = (Object.keys(changes) as Array<keyof typeof changes>).filter((key) => changes[key] !== before[key]);
    if (keys.length === 0) return before;
    const pick = (spec: SymbolSpec) => ({ symbol, ...Object.fromEntries(keys.map((key) => [key, spec[key]])) });
    const audit = auditWithin<MarketSymbol>(ctx, actor, (stored, changed) => ({
      action: 'symbol.update',
      targetType: 'symbol',
      targetId: null,
      before: pick(view(stored)),
      after: pick(view(changed)),
    }));
    return view(await market.updateSymbol(symbol, changes, audit));
  }

  return { list, update };
}
