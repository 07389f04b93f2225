import { resolveConditions, symbolGroupPath, type EffectiveConditions, type SheetConditions } from '@platform/shared/trading-conditions';
import type { EngineGroup, SymbolTerms } from '../../engine/conditions.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { engineSwap } from '../../engine/swap-charge.ts';
import type { MarketSymbol } from '../market/public.ts';
import type { GroupRecord } from './group.repository.ts';

export function sheetConditions(sheet: MarketSymbol): SheetConditions {
  return {
    symbol: sheet.symbol,
    path: symbolGroupPath(sheet),
    leverage: sheet.leverage,
    swapMode: sheet.swapMode,
    swapLong: sheet.swapLong,
    swapShort: sheet.swapShort,
    volumeMin: sheet.volumeMin,
    volumeMax: sheet.volumeMax,
    volumeStep: sheet.volumeStep,
  };
}

/** One group's conditions for one symbol, each value with where it came from. */
export function effectiveConditions(group: GroupRecord, sheet: MarketSymbol): EffectiveConditions {
  return resolveConditions(sheetConditions(sheet), { tradeMode: group.tradeMode, maxLeverage: group.maxLeverage }, group.rules);
}

/** The group as the engine applies it: terms only for the symbols a rule touches (the rest trade on the sheet). */
export function toEngineGroup(group: GroupRecord, sheets: Iterable<MarketSymbol>): EngineGroup {
  const symbols = new Map<string, SymbolTerms>();
  if (group.rules.length > 0)
    for (const sheet of sheets) {
      const conditions = effectiveConditions(group, sheet);
      if (touched(conditions)) symbols.set(sheet.symbol, toTerms(conditions));
    }
  return {
    id: group.id,
    marginCallPercent: group.marginCallLevel,
    stopOutPercent: group.stopOutLevel,
    maxLeverage: group.maxLeverage,
    tradeMode: group.tradeMode,
    symbols,
  };
}

function touched(conditions: EffectiveConditions): boolean {
  return Object.values(conditions).some(
    (entry: { source: { kind: string } }) => entry.source.kind === 'path' || entry.source.kind === 'symbol',
  );
}

function toTerms(c: EffectiveConditions): SymbolTerms {
  return {
    markupMode: c.markupMode.value,
    markup: c.markup.value,
    commissionMode: c.commissionMode.value,
    commission: c.commission.value,
    leverageCap: c.leverageCap.value,
    ...engineSwap(c.swapMode.value, c.swapLong.value, c.swapShort.value),
    volumeMinUnits: Math.round(c.volumeMin.value * UNITS_PER_LOT),
    volumeMaxUnits: Math.round(c.volumeMax.value * UNITS_PER_LOT),
    volumeStepUnits: Math.max(1, Math.round(c.volumeStep.value * UNITS_PER_LOT)),
    tradeMode: c.tradeMode.value,
  };
}
