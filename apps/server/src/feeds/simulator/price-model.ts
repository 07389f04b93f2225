/** How the simulator moves a symbol: a typical price, spread and volatility, and how often it ticks. */
export interface PriceModel {
  price: number;
  /** Typical raw spread in pips. */
  spreadPips: number;
  /** Annualised volatility (0.08 = 8 %). */
  volatility: number;
  ticksPerSecond: number;
  /** Typical size on each side of the book, in units of the base. */
  bookSize: number;
}
