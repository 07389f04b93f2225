/**
 * A client group's prices: the symbol's bid and ask widened by the group's markup (integer points).
 * The engine fills at these and the socket, the lists and the chart show them: one rule for both.
 */
export interface PriceMarkup {
  markupMode: 'points' | 'percent';
  /** Points of extra spread, or a percentage of the symbol's spread. */
  markup: number;
}

/** The whole extra spread in points: a point markup as is, a percentage of the symbol's spread rounded to a point. */
export function totalMarkupPts(terms: PriceMarkup | undefined, spreadPts: number): number {
  if (!terms || terms.markup === 0) return 0;
  return terms.markupMode === 'points' ? Math.round(terms.markup) : Math.round((Math.max(0, spreadPts) * terms.markup) / 100);
}

/** Points the markup takes off the bid (the ask gets the rest). */
export function bidMarkupPts(terms: PriceMarkup | undefined, spreadPts: number): number {
  return Math.floor(totalMarkupPts(terms, spreadPts) / 2);
}

export function askMarkupPts(terms: PriceMarkup | undefined, spreadPts: number): number {
  const total = totalMarkupPts(terms, spreadPts);
  return total - Math.floor(total / 2);
}

/** The group's bid and ask in points for the symbol's. */
export function groupQuotePts(terms: PriceMarkup | undefined, bid: number, ask: number): { bid: number; ask: number } {
  const spread = ask - bid;
  return { bid: bid - bidMarkupPts(terms, spread), ask: ask + askMarkupPts(terms, spread) };
}

/** Whether the markup moves any price (a group without one reads the feed's prices as they are). */
export const hasMarkup = (terms: PriceMarkup | undefined): terms is PriceMarkup => terms !== undefined && terms.markup !== 0;
