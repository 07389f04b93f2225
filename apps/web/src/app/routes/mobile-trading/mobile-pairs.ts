/** The tradable pairs of the mobile screen (spec §3). */
export const MOBILE_PAIRS: readonly string[] = [
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'USDCHF',
  'AUDUSD',
  'USDCAD',
  'NZDUSD',
  'EURGBP',
  'EURJPY',
  'GBPJPY',
];

/** The pair the mobile screen opens on without a `?symbol=` of its pairs (spec §9). */
export const MOBILE_DEFAULT_PAIR = 'NZDUSD';

/** The pair the mobile screen shows for `symbol`: itself when it is one of its pairs, else the default. */
export const mobilePairOf = (symbol: string | undefined): string =>
  symbol !== undefined && MOBILE_PAIRS.includes(symbol) ? symbol : MOBILE_DEFAULT_PAIR;
