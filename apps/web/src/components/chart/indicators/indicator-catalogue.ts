import {
  ADX,
  ATR,
  BollingerBands,
  CCI,
  DonchianChannels,
  EMA,
  IchimokuCloud,
  KeltnerChannels,
  MACD,
  MOM,
  PSAR,
  RSI,
  SMA,
  StochasticOscillator,
  WilliamsR,
  WMA,
} from 'trading-signals';
import { INDICATOR_MENU } from './indicator-menu-items.ts';

/** One chart bar as indicators read it. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Named outputs of one bar (e.g. upper/middle/lower), or null while the indicator warms up. */
export type IndicatorValues = Record<string, number> | null;

/** An incremental calculator: `replace` re-computes the last bar (a tick) without touching the others. */
export interface IndicatorCalc {
  update(bar: Bar, replace: boolean): IndicatorValues;
}

export interface ParamSpec {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
  step: number;
}

export interface IndicatorSpec {
  id: string;
  label: string;
  /** Overlays share the price pane; oscillators get a pane of their own. */
  pane: 'price' | 'own';
  /** An oscillator whose values are amounts of the symbol's price (MACD, ATR…): shown with the symbol's digits, not as an index. */
  inPrices?: true;
  params: ParamSpec[];
  lines: { key: string; colour: string }[];
  create(params: Record<string, number>): IndicatorCalc;
}

const period = (fallback: number, label = 'Period'): ParamSpec => ({ key: 'period', label, default: fallback, min: 1, max: 500, step: 1 });

/** A library indicator fed closes, answering one named value. */
function onClose(indicator: { update(price: number, replace: boolean): number | null }, key = 'value'): IndicatorCalc {
  return {
    update(bar, replace) {
      const value = indicator.update(bar.close, replace);
      return value === null ? null : { [key]: value };
    },
  };
}

/** A library indicator fed whole bars (high/low/close), answering one named value. */
function onBar(indicator: { update(bar: Bar, replace: boolean): number | null }, key = 'value'): IndicatorCalc {
  return {
    update(bar, replace) {
      const value = indicator.update(bar, replace);
      return value === null ? null : { [key]: value };
    },
  };
}

/** A library indicator answering an object of numbers (bands, MACD, Ichimoku…). */
function many<I>(indicator: { update(input: I, replace: boolean): object | null }, input: (bar: Bar) => I): IndicatorCalc {
  return {
    update(bar, replace) {
      return indicator.update(input(bar), replace) as IndicatorValues;
    },
  };
}

/** The id, name and pane of indicator `id`, as the menu lists them (the menu owns them: it shows before this catalogue loads). */
const listed = (id: (typeof INDICATOR_MENU)[number]['id']) => INDICATOR_MENU.find((item) => item.id === id)!;

const close = (bar: Bar) => bar.close;
const candle = (bar: Bar) => bar;

/** Every indicator the chart offers, built on `trading-signals` (incremental: add and replace). */
export const INDICATORS: IndicatorSpec[] = [
  {
    ...listed('sma'),
    params: [period(20)],
    lines: [{ key: 'value', colour: '#f59e0b' }],
    create: (p) => onClose(new SMA(p.period!)),
  },
  {
    ...listed('ema'),
    params: [period(20)],
    lines: [{ key: 'value', colour: '#38bdf8' }],
    create: (p) => onClose(new EMA(p.period!)),
  },
  {
    ...listed('wma'),
    params: [period(20)],
    lines: [{ key: 'value', colour: '#a78bfa' }],
    create: (p) => onClose(new WMA(p.period!)),
  },
  {
    ...listed('bollinger'),
    params: [period(20), { key: 'deviation', label: 'Std. deviations', default: 2, min: 0.1, max: 10, step: 0.1 }],
    lines: [
      { key: 'upper', colour: '#60a5fa' },
      { key: 'middle', colour: '#f59e0b' },
      { key: 'lower', colour: '#60a5fa' },
    ],
    create: (p) => many(new BollingerBands(p.period!, p.deviation!), close),
  },
  {
    ...listed('psar'),
    params: [
      { key: 'step', label: 'Step', default: 0.02, min: 0.001, max: 1, step: 0.001 },
      { key: 'max', label: 'Maximum', default: 0.2, min: 0.01, max: 1, step: 0.01 },
    ],
    lines: [{ key: 'value', colour: '#e879f9' }],
    create: (p) => onBar(new PSAR({ accelerationStep: p.step!, accelerationMax: p.max! })),
  },
  {
    ...listed('ichimoku'),
    params: [
      { key: 'conversion', label: 'Conversion line', default: 9, min: 1, max: 200, step: 1 },
      { key: 'base', label: 'Base line', default: 26, min: 1, max: 200, step: 1 },
      { key: 'spanB', label: 'Leading span B', default: 52, min: 1, max: 400, step: 1 },
    ],
    lines: [
      { key: 'conversion', colour: '#38bdf8' },
      { key: 'base', colour: '#f43f5e' },
      { key: 'spanA', colour: '#22c55e' },
      { key: 'spanB', colour: '#ef4444' },
    ],
    create: (p) => many(new IchimokuCloud({ conversionInterval: p.conversion!, baseInterval: p.base!, spanBInterval: p.spanB! }), candle),
  },
  {
    ...listed('donchian'),
    params: [period(20)],
    lines: [
      { key: 'upper', colour: '#14b8a6' },
      { key: 'middle', colour: '#94a3b8' },
      { key: 'lower', colour: '#14b8a6' },
    ],
    create: (p) => many(new DonchianChannels(p.period!), candle),
  },
  {
    ...listed('keltner'),
    params: [period(20, 'EMA period'), { key: 'multiplier', label: 'ATR multiplier', default: 2, min: 0.1, max: 10, step: 0.1 }],
    lines: [
      { key: 'upper', colour: '#fb923c' },
      { key: 'middle', colour: '#94a3b8' },
      { key: 'lower', colour: '#fb923c' },
    ],
    create: (p) => many(new KeltnerChannels({ emaInterval: p.period!, atrInterval: 10, multiplier: p.multiplier! }), candle),
  },
  {
    ...listed('rsi'),
    params: [period(14)],
    lines: [{ key: 'value', colour: '#a78bfa' }],
    create: (p) => onClose(new RSI(p.period!)),
  },
  {
    ...listed('macd'),
    inPrices: true,
    params: [
      { key: 'fast', label: 'Fast EMA', default: 12, min: 1, max: 200, step: 1 },
      { key: 'slow', label: 'Slow EMA', default: 26, min: 1, max: 400, step: 1 },
      { key: 'signal', label: 'Signal', default: 9, min: 1, max: 200, step: 1 },
    ],
    lines: [
      { key: 'macd', colour: '#38bdf8' },
      { key: 'signal', colour: '#f59e0b' },
      { key: 'histogram', colour: '#64748b' },
    ],
    create: (p) => many(new MACD(new EMA(p.fast!), new EMA(p.slow!), new EMA(p.signal!)), close),
  },
  {
    ...listed('stochastic'),
    params: [
      { key: 'k', label: '%K period', default: 14, min: 1, max: 200, step: 1 },
      { key: 'd', label: '%D period', default: 3, min: 1, max: 50, step: 1 },
      { key: 'slowing', label: 'Slowing', default: 3, min: 1, max: 50, step: 1 },
    ],
    lines: [
      { key: 'stochK', colour: '#38bdf8' },
      { key: 'stochD', colour: '#f59e0b' },
    ],
    create: (p) => {
      const stochastic = new StochasticOscillator({ kPeriod: p.k!, dPeriod: p.d!, kSlowingPeriod: p.slowing! });
      return {
        update(bar, replace) {
          const result = stochastic.update(bar, replace);
          return result === null ? null : { stochK: result.stochK, stochD: result.stochD };
        },
      };
    },
  },
  {
    ...listed('atr'),
    inPrices: true,
    params: [period(14)],
    lines: [{ key: 'value', colour: '#f43f5e' }],
    create: (p) => onBar(new ATR(p.period!)),
  },
  {
    ...listed('cci'),
    params: [period(20)],
    lines: [{ key: 'value', colour: '#22c55e' }],
    create: (p) => onBar(new CCI(p.period!)),
  },
  {
    ...listed('adx'),
    params: [period(14)],
    lines: [{ key: 'value', colour: '#eab308' }],
    create: (p) => onBar(new ADX(p.period!)),
  },
  {
    ...listed('williams'),
    params: [period(14)],
    lines: [{ key: 'value', colour: '#06b6d4' }],
    create: (p) => onBar(new WilliamsR(p.period!)),
  },
  {
    ...listed('momentum'),
    inPrices: true,
    params: [period(10)],
    lines: [{ key: 'value', colour: '#84cc16' }],
    create: (p) => onClose(new MOM(p.period!)),
  },
];

export function indicatorSpec(id: string): IndicatorSpec | undefined {
  return INDICATORS.find((spec) => spec.id === id);
}

/** Whether the indicator's values are amounts of the symbol's price (every overlay, and the oscillators marked so). */
export const valuesInPrices = (spec: IndicatorSpec) => spec.pane === 'price' || spec.inPrices === true;

export function defaultParams(spec: IndicatorSpec): Record<string, number> {
  return Object.fromEntries(spec.params.map((param) => [param.key, param.default]));
}
