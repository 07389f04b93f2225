/** The sidebar shows prices in 8 characters and high/low in 6 (spec §9). */
export function fitPrice(price: number | null | undefined, digits: number, width: number): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '—';
  const text = price.toFixed(digits);
  if (text.length <= width) return text;
  const cut = text.slice(0, width);
  return cut.endsWith('.') ? cut.slice(0, -1) : cut;
}

export const formatChange = (change: number | null | undefined): string =>
  change === null || change === undefined ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(2)}%`;

export type Direction = 'up' | 'down' | 'same';

/** Up or down relative to the first price this screen saw. */
export function directionFrom(first: number | undefined, price: number | null | undefined): Direction {
  if (first === undefined || price === null || price === undefined || price === first) return 'same';
  return price > first ? 'up' : 'down';
}
