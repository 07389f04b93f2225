/** The tradable pairs of the mobile screen (spec §3), shown first in the phone's symbol picker. */
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

/** The pair the mobile screen opens on without a `?symbol=` (spec §9). */
export const MOBILE_DEFAULT_PAIR = 'NZDUSD';

/**
 * The symbol the phone opens on: the link's, whatever its category (a deliberate extension of the
 * spec's ten pairs, issue 33), else the default pair. A symbol the catalogue lacks gives way to the
 * default pair once the catalogue is known (see the screen).
 */
export const mobileSymbolOf = (fromUrl: string | undefined): string => fromUrl ?? MOBILE_DEFAULT_PAIR;
