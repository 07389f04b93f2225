import AU from 'flag-file/AU.svg?no-inline';
import CA from 'flag-file/CA.svg?no-inline';
import CH from 'flag-file/CH.svg?no-inline';
import EU from 'flag-file/EU.svg?no-inline';
import GB from 'flag-file/GB.svg?no-inline';
import HK from 'flag-file/HK.svg?no-inline';
import JP from 'flag-file/JP.svg?no-inline';
import MX from 'flag-file/MX.svg?no-inline';
import NO from 'flag-file/NO.svg?no-inline';
import NZ from 'flag-file/NZ.svg?no-inline';
import SE from 'flag-file/SE.svg?no-inline';
import SG from 'flag-file/SG.svg?no-inline';
import TR from 'flag-file/TR.svg?no-inline';
import US from 'flag-file/US.svg?no-inline';
import ZA from 'flag-file/ZA.svg?no-inline';

/**
 * Each currency's country flag (shipped with the app from country-flag-icons): an image file of the
 * build, so it is not in the dashboard's JavaScript and the browser parses each SVG when it arrives,
 * in a task of its own (a data: URI image is parsed the moment its <img> is inserted, 1–2 ms each,
 * all in the task that shows the list).
 */
const flagUrlByCurrency: Record<string, string> = {
  USD: US,
  EUR: EU,
  GBP: GB,
  JPY: JP,
  CHF: CH,
  AUD: AU,
  CAD: CA,
  NZD: NZ,
  SGD: SG,
  HKD: HK,
  ZAR: ZA,
  MXN: MX,
  TRY: TR,
  SEK: SE,
  NOK: NO,
};

/** A round coin with a mark, for crypto and commodities (drawn here, no remote images). */
const coin = (background: string, mark: string, color = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${background}"/>` +
  `<text x="16" y="21.5" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="${color}">${mark}</text></svg>`;

const shape = (background: string, path: string, fill = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${background}"/><path d="${path}" fill="${fill}"/></svg>`;

const drop = 'M16 6c4 5.5 7 9.3 7 13a7 7 0 0 1-14 0c0-3.7 3-7.5 7-13z';
const flame = 'M16 5c1 4.5 6 6.5 6 12.5a6 6 0 0 1-12 0c0-3 1.6-4.8 3-6 .2 2.2 1.2 3.4 2.4 3.9C14.6 11.6 15 8.3 16 5z';
const bar = 'M8 21l3.2-9h9.6l3.2 9z';

const iconSvgByCode: Record<string, string> = {
  XAU: shape('#3a2f12', bar, '#f5c542'),
  XAG: shape('#2a2f38', bar, '#d7dde6'),
  XPT: shape('#23303a', bar, '#b9c7d3'),
  WTI: shape('#1d2a36', drop, '#9aa8b6'),
  BRENT: shape('#16222e', drop, '#5fa8d3'),
  NATGAS: shape('#13283d', flame, '#4fa3ff'),
  COPPER: shape('#3b2216', bar, '#d9814f'),
  BTC: coin('#f7931a', '₿'),
  ETH: coin('#627eea', 'Ξ'),
  BNB: coin('#f3ba2f', 'B', '#1e2026'),
  SOL: coin('#14f195', 'S', '#1b1f2a'),
  XRP: coin('#23292f', 'X'),
  ADA: coin('#0033ad', 'A'),
  DOGE: coin('#c2a633', 'Ð'),
  LTC: coin('#345d9d', 'Ł'),
  DOT: coin('#e6007a', '●'),
  AVAX: coin('#e84142', 'A'),
  USDT: coin('#26a17b', '₮'),
};

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const cache = new Map<string, string | null>();

/** The image URL of the flag or icon of a currency or asset code, or null when there is none. */
export function assetIcon(code: string): string | null {
  const flag = flagUrlByCurrency[code];
  if (flag) return flag;
  if (!cache.has(code)) {
    const svg = iconSvgByCode[code];
    cache.set(code, svg ? toDataUri(svg) : null);
  }
  return cache.get(code) ?? null;
}
