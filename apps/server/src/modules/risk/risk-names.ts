import { symbolGroupPath } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import type { MarketSymbol } from '../market/public.ts';
import type { ExposureNames } from './exposure-answer.ts';

/** Symbol groups from the sheet, client groups' names from the catalogue (the base group when an account has none). */
export function exposureNames(ctx: AppContext, sheets: () => Iterable<MarketSymbol>): ExposureNames {
  let paths = new Map<string, string>();
  let seen: unknown = null;
  return {
    pathOf(symbol) {
      const list = sheets();
      if (list !== seen) {
        seen = list;
        paths = new Map([...list].map((sheet) => [sheet.symbol, symbolGroupPath(sheet)]));
      }
      return paths.get(symbol) ?? 'Other';
    },
    groupName: (groupId) => ctx.groups.get(groupId)?.name ?? 'Base',
  };
}
