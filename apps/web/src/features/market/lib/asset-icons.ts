import { AU, CA, CH, EU, GB, HK, JP, MX, NO, NZ, SE, SG, TR, US, ZA } from 'country-flag-icons/string/1x1';
import { nextTask } from './yield-to-browser.ts';

/** Each currency's country flag (shipped with the app from country-flag-icons). */
const flagSvgByCurrency: Record<string, string> = {
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

/** A data: URI of the flag or icon of a currency or asset code, or null when there is none. */
export function assetIcon(code: string): string | null {
  if (!cache.has(code)) {
    const svg = flagSvgByCurrency[code] ?? iconSvgByCode[code];
    cache.set(code, svg ? toDataUri(svg) : null);
  }
  return cache.get(code) ?? null;
}

/** How long one task of warmCurrencyFlags may parse flags for. */
const WARM_BUDGET_MS = 10;
/** The flags' images parsed ahead, kept so the browser keeps them. */
const warmed = new Map<string, HTMLImageElement>();

/**
 * Parses the currency flags ahead, a few milliseconds' worth per task; answers a function that stops.
 * A data: URI image loads the moment its <img> is inserted and each SVG becomes a document of its own
 * (1–2 ms): the currency list's 15 flags were 15–26 ms of the one task that showed the list (issue 13).
 * The list's <img>s then reuse the parsed images.
 */
export function warmCurrencyFlags(): () => void {
  let stopped = false;
  void (async () => {
    const codes = Object.keys(flagSvgByCurrency).filter((code) => !warmed.has(code));
    while (codes.length > 0) {
      await nextTask();
      if (stopped) return;
      const start = performance.now();
      while (codes.length > 0 && performance.now() - start < WARM_BUDGET_MS) {
        const code = codes.shift()!;
        const image = new Image();
        image.src = assetIcon(code)!;
        warmed.set(code, image);
        // The image loads in a microtask queued by the line above: counted in the budget.
        await Promise.resolve();
      }
    }
  })();
  return () => {
    stopped = true;
  };
}
