import type { TickList, TickPricing } from '../../realtime/tick-pricing.ts';
import { priceTick, type PriceList, type TraderPrices } from './group-quotes.ts';
import type { MarketSymbol } from './market-symbol.ts';

/** The client groups' prices as the tick broadcaster reads them: one list per group, priced with each symbol's digits. */
export function tickPricingOf(prices: TraderPrices, sheet: (symbol: string) => MarketSymbol | undefined): TickPricing {
  const tickLists = new WeakMap<PriceList, TickList>();
  const tickListOf = (list: PriceList): TickList => {
    let tickList = tickLists.get(list);
    if (!tickList) {
      tickList = {
        key: list.key,
        price: (ticks) => ticks.map((tick) => priceTick(tick, list.markupOf(tick.code), sheet(tick.code)?.digits ?? 0)),
      };
      tickLists.set(list, tickList);
    }
    return tickList;
  };
  return {
    async listOf(accountId) {
      const list = await prices.listOf(accountId);
      return list && tickListOf(list);
    },
    onChange: (listener) => prices.onChange(listener),
  };
}
