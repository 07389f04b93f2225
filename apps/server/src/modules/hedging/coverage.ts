import type { Coverage } from '@platform/shared/hedging';
import type { Db } from '../../db/database.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import type { MarketService } from '../market/public.ts';
import { clientNetBySymbol } from './hedge-book.repository.ts';

const lots = (units: number) => units / UNITS_PER_LOT;

/**
 * The coverage screen's figures per symbol, from storage (any instance answers): the clients' net,
 * what the LP has filled, what is still working there, what stays uncovered, and the covering
 * position's P/L at the current mid in USD cents (null without a quote or a USD rate).
 */
export async function readCoverage(db: Db, market: MarketService, session: Coverage['session']): Promise<Coverage> {
  const [clients, positions, working] = await Promise.all([
    clientNetBySymbol(db),
    db.selectFrom('hedge_positions').selectAll().execute(),
    db
      .selectFrom('hedge_orders')
      .select(['symbol', 'side', 'volume_units', 'filled_units'])
      .where('status', 'in', ['pending_new', 'new', 'partially_filled'])
      .execute(),
  ]);
  const symbols = new Set([...clients.map((c) => c.symbol), ...positions.map((p) => p.symbol), ...working.map((w) => w.symbol)]);
  const rows = [...symbols].sort().map((symbol) => {
    const clientNet = clients.find((c) => c.symbol === symbol)?.units ?? 0;
    const position = positions.find((p) => p.symbol === symbol);
    const coveredNet = position ? position.buy_units - position.sell_units : 0;
    const workingNet = working
      .filter((w) => w.symbol === symbol)
      .reduce((sum, w) => sum + (w.side === 'buy' ? 1 : -1) * (w.volume_units - w.filled_units), 0);
    return {
      symbol,
      client_net: lots(clientNet),
      covered_net: lots(coveredNet),
      uncovered_net: lots(clientNet - coveredNet),
      working: lots(workingNet),
      covering_pnl_cents: position ? coveringPnlCents(market, position) : null,
    };
  });
  return { session, symbols: rows };
}

function coveringPnlCents(
  market: MarketService,
  position: { symbol: string; digits: number; buy_units: number; buy_pts_units: number; sell_units: number; sell_pts_units: number },
): number | null {
  const sheet = market.getSymbol(position.symbol);
  const quote = market.quotes.latest(position.symbol);
  const rate = sheet ? market.usdRate(sheet.quoteCurrency) : undefined;
  if (!sheet || !quote || rate === undefined) return null;
  const midPts = Math.round(((quote.bid + quote.ask) / 2) * 10 ** position.digits);
  const ptsUnits = (position.buy_units - position.sell_units) * midPts - position.buy_pts_units + position.sell_pts_units;
  const quoteCurrency = (ptsUnits / 10 ** position.digits / UNITS_PER_LOT) * sheet.contractSize;
  return Math.round(quoteCurrency * rate * 100);
}
