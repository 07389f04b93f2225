import type { Coverage } from '@platform/shared/hedging';
import type { Db } from '../../db/database.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import type { MarketService } from '../market/public.ts';
import { clientNetBySymbol, type ClientSymbolNet } from './hedge-book.repository.ts';
import type { HedgePositionsTable } from './hedging.tables.ts';

const lots = (units: number) => units / UNITS_PER_LOT;

/** What the coverage figures are made of, as stored: valued at the current quotes by `valueCoverage`. */
export interface CoverageBook {
  clients: ClientSymbolNet[];
  positions: HedgePositionsTable[];
  working: Array<{ symbol: string; side: 'buy' | 'sell'; volume_units: number; filled_units: number }>;
}

/** Reads the coverage book from storage (any instance): the routed client fills, the LP positions, the working orders. */
export async function readCoverageBook(db: Db): Promise<CoverageBook> {
  const [clients, positions, working] = await Promise.all([
    clientNetBySymbol(db),
    db.selectFrom('hedge_positions').selectAll().execute(),
    db
      .selectFrom('hedge_orders')
      .select(['symbol', 'side', 'volume_units', 'filled_units'])
      .where('status', 'in', ['pending_new', 'new', 'partially_filled'])
      .execute(),
  ]);
  return { clients, positions, working };
}

export const isEmptyBook = (book: CoverageBook): boolean =>
  book.clients.length === 0 && book.positions.length === 0 && book.working.length === 0;

/**
 * The coverage screen's figures per symbol: the clients' net, what the LP has filled, what is still
 * working there, what stays uncovered; and in USD cents at the current mid (null without a quote or
 * a USD rate) the broker's P/L against the routed client fills, the covering position's P/L at the
 * LP's fill prices, and the two combined.
 */
export function valueCoverage(book: CoverageBook, market: MarketService, session: Coverage['session']): Coverage {
  const symbols = new Set([
    ...book.clients.map((c) => c.symbol),
    ...book.positions.map((p) => p.symbol),
    ...book.working.map((w) => w.symbol),
  ]);
  const rows = [...symbols].sort().map((symbol) => {
    const client = book.clients.find((c) => c.symbol === symbol);
    const clientNet = client?.units ?? 0;
    const position = book.positions.find((p) => p.symbol === symbol);
    const coveredNet = position ? position.buy_units - position.sell_units : 0;
    const workingNet = book.working
      .filter((w) => w.symbol === symbol)
      .reduce((sum, w) => sum + (w.side === 'buy' ? 1 : -1) * (w.volume_units - w.filled_units), 0);
    // The broker holds the other side of its clients' fills.
    const bookPnl = client ? pnlCents(market, symbol, client.digits, -client.units, -client.ptsUnits) : null;
    const coveringPnl = position
      ? pnlCents(market, symbol, position.digits, coveredNet, position.buy_pts_units - position.sell_pts_units)
      : null;
    const combined = (client && bookPnl === null) || (position && coveringPnl === null) ? null : (bookPnl ?? 0) + (coveringPnl ?? 0);
    return {
      symbol,
      client_net: lots(clientNet),
      covered_net: lots(coveredNet),
      uncovered_net: lots(clientNet - coveredNet),
      working: lots(workingNet),
      book_pnl_cents: bookPnl,
      covering_pnl_cents: coveringPnl,
      combined_pnl_cents: combined,
    };
  });
  return { session, symbols: rows };
}

export const readCoverage = async (db: Db, market: MarketService, session: Coverage['session']): Promise<Coverage> =>
  valueCoverage(await readCoverageBook(db), market, session);

/**
 * The P/L in USD cents at the current mid of a linear position: `netUnits` held (signed) and
 * `ptsUnits` = Σ signed price (points) × units of the fills that made it, realised part included.
 */
function pnlCents(market: MarketService, symbol: string, digits: number, netUnits: number, ptsUnits: number): number | null {
  const sheet = market.getSymbol(symbol);
  const quote = market.quotes.latest(symbol);
  const rate = sheet ? market.usdRate(sheet.quoteCurrency) : undefined;
  if (!sheet || !quote || rate === undefined) return null;
  const midPts = Math.round(((quote.bid + quote.ask) / 2) * 10 ** digits);
  const quoteCurrency = ((netUnits * midPts - ptsUnits) / 10 ** digits / UNITS_PER_LOT) * sheet.contractSize;
  return Math.round(quoteCurrency * rate * 100);
}
