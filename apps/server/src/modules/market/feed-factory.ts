import fs from 'node:fs';
import type { AppContext } from '../../app-context.ts';
import { BinanceFeed } from '../../feeds/binance/binance-feed.ts';
import { CompositeFeed } from '../../feeds/composite-feed.ts';
import { ManualFeed } from '../../feeds/manual-feed.ts';
import type { MarketDataFeed } from '../../feeds/market-data-feed.ts';
import { ReplayFeed, defaultReplayFile } from '../../feeds/replay/replay-feed.ts';
import { SimulatorFeed, type SimulatedSymbol } from '../../feeds/simulator/simulator-feed.ts';
import type { TradingHours } from '@platform/shared/symbols';

const BINANCE_DEFAULT_URL = 'wss://stream.binance.com:9443';

/** The feed the config names; the exchange stream covers crypto and the simulator the rest (silent outside each symbol's quote sessions). */
export function createFeed(
  ctx: AppContext,
  symbols: Array<SimulatedSymbol & { tradingHours: TradingHours }>,
  isQuoting: (symbol: string, at: number) => boolean,
): { feed: MarketDataFeed; manual: ManualFeed } {
  const manual = new ManualFeed();
  const { kind, seed, replayFile, binanceUrl } = ctx.config.feed;
  const simulator = (subset: SimulatedSymbol[]) => new SimulatorFeed(subset, { seed, clock: ctx.clock, isOpen: isQuoting });
  switch (kind) {
    case 'none':
      return { feed: manual, manual };
    case 'simulator':
      return { feed: new CompositeFeed([manual, simulator(symbols)]), manual };
    case 'replay': {
      const file = replayFile ?? defaultReplayFile;
      if (!fs.existsSync(file)) throw new Error(`FEED_REPLAY_FILE not found: ${file}`);
      return { feed: new CompositeFeed([manual, new ReplayFeed(file, { clock: ctx.clock, loop: true })]), manual };
    }
    case 'binance': {
      const crypto = symbols.filter((s) => s.tradingHours === 'always' && s.symbol.endsWith('USDT'));
      const others = symbols.filter((s) => !crypto.includes(s));
      const stream = new BinanceFeed({
        url: binanceUrl ?? BINANCE_DEFAULT_URL,
        symbols: crypto.map((s) => s.symbol),
        clock: ctx.clock,
        log: ctx.log,
      });
      return { feed: new CompositeFeed([manual, stream, simulator(others)]), manual };
    }
  }
}
