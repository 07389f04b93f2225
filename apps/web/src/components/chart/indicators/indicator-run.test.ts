import { describe, expect, it } from 'vitest';
import { defaultParams, INDICATORS, indicatorSpec, valuesInPrices, type Bar } from './indicator-catalogue.ts';
import { IndicatorRun } from './indicator-run.ts';
import { INDICATOR_MENU } from './indicator-menu-items.ts';

/** A fixed, seeded series of 300 hourly bars. */
function fixedBars(count = 300): Bar[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const bars: Bar[] = [];
  let price = 1.1;
  for (let i = 0; i < count; i++) {
    const open = price;
    const close = open * (1 + (random() - 0.5) * 0.004);
    const high = Math.max(open, close) * (1 + random() * 0.001);
    const low = Math.min(open, close) * (1 - random() * 0.001);
    bars.push({ time: 1_700_000_000 + i * 3600, open, high, low, close });
    price = close;
  }
  return bars;
}

/** The reference: a fresh library indicator fed every bar once, final states only. */
function reference(id: string, bars: Bar[]) {
  const spec = indicatorSpec(id)!;
  const calc = spec.create(defaultParams(spec));
  return bars.map((bar) => calc.update(bar, false));
}

function expectClose(actual: Record<string, number> | null, expected: Record<string, number> | null) {
  if (expected === null) return expect(actual).toBeNull();
  expect(Object.keys(actual ?? {}).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(Math.abs(actual![key]! - value)).toBeLessThanOrEqual(1e-9);
}

describe('chart indicators', () => {
  it('the catalogue, when counted, then offers at least 15 indicators with overlays and oscillators', () => {
    expect(INDICATORS.length).toBeGreaterThanOrEqual(15);
    expect(INDICATORS.filter((spec) => spec.pane === 'price').length).toBeGreaterThanOrEqual(7);
    expect(INDICATORS.filter((spec) => spec.pane === 'own').length).toBeGreaterThanOrEqual(7);
  });

  it('the menu, when compared with the lazily loaded catalogue, then lists the same indicators under the same names in the same panes', () => {
    expect(INDICATOR_MENU.map(({ id, label, pane }) => ({ id, label, pane }))).toEqual(
      INDICATORS.map(({ id, label, pane }) => ({ id, label, pane })),
    );
  });

  it('the oscillators, when asked for their scale, then MACD, ATR and Momentum are in prices and RSI, Stochastic, CCI, ADX and Williams %R are indices', () => {
    const inPrices = INDICATORS.filter((spec) => spec.pane === 'own' && valuesInPrices(spec)).map((spec) => spec.id);
    expect(inPrices).toEqual(['macd', 'atr', 'momentum']);
    expect(INDICATORS.filter((spec) => spec.pane === 'price').every(valuesInPrices)).toBe(true);
  });

  it('SMA(3), when fed 1..5, then answers the published 2, 3, 4', () => {
    const run = new IndicatorRun(indicatorSpec('sma')!, { period: 3 });
    const points = run.load([1, 2, 3, 4, 5].map((close, i) => ({ time: i, open: close, high: close, low: close, close })));
    expect(points.map((p) => p.values?.value ?? null)).toEqual([null, null, 2, 3, 4]);
  });

  it.each(INDICATORS.map((spec) => spec.id))(
    '%s, when the forming bar ticks ten times and new bars open, then every value equals a fresh run over the final bars within 1e-9',
    (id) => {
      const spec = indicatorSpec(id)!;
      const bars = fixedBars();
      const run = new IndicatorRun(spec, defaultParams(spec));
      const history = bars.slice(0, 250);
      const loaded = run.load(history);
      const expectedHistory = reference(id, history);
      loaded.forEach((point, i) => expectClose(point.values, expectedHistory[i]!));

      // Each later bar forms through ten ticks (close wanders, high/low widen) before the next opens.
      const final: Bar[] = [...history];
      for (const bar of bars.slice(250)) {
        let forming: Bar = { ...bar, high: bar.open, low: bar.open, close: bar.open };
        let last = run.next(forming);
        for (let tick = 1; tick <= 10; tick++) {
          const close = bar.open + ((bar.close - bar.open) * tick) / 10 + (tick % 3 === 0 ? (bar.high - bar.low) / 4 : 0);
          forming = {
            ...forming,
            close,
            high: Math.max(forming.high, close, tick === 10 ? bar.high : 0),
            low: Math.min(forming.low, close, tick === 10 ? bar.low : Infinity),
          };
          last = run.next(forming);
        }
        final.push(forming);
        expectClose(last.values, reference(id, final).at(-1)!);
      }
    },
  );

  it.each(INDICATORS.map((spec) => spec.id))(
    '%s, when the history is loaded in slices with a pause between them, then every value equals the library fed it in one go within 1e-9',
    async (id) => {
      const spec = indicatorSpec(id)!;
      const bars = fixedBars();
      let pauses = 0;
      const points = await new IndicatorRun(spec, defaultParams(spec)).loadInSlices(bars, 64, () => Promise.resolve(++pauses > 0));
      expect(pauses).toBe(4);
      const expected = reference(id, bars);
      expect(points).toHaveLength(bars.length);
      points!.forEach((point, i) => {
        expect(point.time).toBe(bars[i]!.time);
        expectClose(point.values, expected[i]!);
      });
    },
  );

  it('a sliced load, when told to stop between slices, then answers null', async () => {
    const run = new IndicatorRun(indicatorSpec('rsi')!, { period: 14 });
    expect(await run.loadInSlices(fixedBars(), 100, () => Promise.resolve(false))).toBeNull();
  });
});
