import type { PriceMarkup } from '@platform/shared/group-prices';
import type { GroupCatalogue } from './group-catalogue.type.ts';
import type { MarketSymbol, PriceList, TraderPrices } from '../market/public.ts';
import type { GroupRecord } from './group.repository.ts';
import { effectiveConditions } from './effective-conditions.ts';

/**
 * Each group's prices as the socket and the lists read them: the markup of every symbol a rule gives
 * one, resolved once per group and kept until a group or the symbol sheet changes (on any instance, through the bus).
 */
export function createGroupPrices(
  catalogue: GroupCatalogue,
  sheets: () => Iterable<MarketSymbol>,
  onSheetChange: (listener: () => void) => () => void,
): TraderPrices {
  let lists = new Map<number, PriceList | null>();
  let leverages = new Map<number, ReadonlyMap<string, number>>();
  const forget = () => {
    lists = new Map();
    leverages = new Map();
  };
  catalogue.onChange(forget);
  // A sheet edit (its leverage, a symbol's path) changes what a group resolves to, on every instance.
  onSheetChange(forget);

  function leveragesOfGroup(group: GroupRecord): ReadonlyMap<string, number> {
    let known = leverages.get(group.id);
    if (!known) {
      known = new Map([...sheets()].map((sheet) => [sheet.symbol, effectiveConditions(group, sheet).leverageCap.value]));
      leverages.set(group.id, known);
    }
    return known;
  }

  function listOfGroup(group: GroupRecord): PriceList | null {
    if (lists.has(group.id)) return lists.get(group.id)!;
    const markups = new Map<string, PriceMarkup>();
    if (group.rules.some((rule) => rule.markup !== null && rule.markup !== 0))
      for (const sheet of sheets()) {
        const conditions = effectiveConditions(group, sheet);
        if (conditions.markup.value !== 0)
          markups.set(sheet.symbol, { markupMode: conditions.markupMode.value, markup: conditions.markup.value });
      }
    const list = markups.size === 0 ? null : { key: `group.${group.id}`, markupOf: (symbol: string) => markups.get(symbol) };
    lists.set(group.id, list);
    return list;
  }

  return {
    async listOf(accountId) {
      if (accountId === null) return null;
      const group = catalogue.cachedGroupOf(accountId) ?? (await catalogue.groupOf(accountId));
      return group ? listOfGroup(group) : null;
    },
    async leveragesOf(accountId) {
      if (accountId === null) return null;
      const group = catalogue.cachedGroupOf(accountId) ?? (await catalogue.groupOf(accountId));
      return group ? leveragesOfGroup(group) : null;
    },
    onChange: (listener) => catalogue.onChange(listener),
  };
}
