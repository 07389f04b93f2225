/**
 * The chart layout's vocabulary (chart types, price scales, indicators, drawing tools) and its
 * limits, without the schemas: what the web's first view needs (see chart-layout.ts for the checks).
 */
export const CHART_TYPES = ['candles', 'bars', 'line', 'area', 'heikin_ashi'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const PRICE_SCALES = ['normal', 'log', 'percent'] as const;
export type PriceScaleMode = (typeof PRICE_SCALES)[number];

/** The indicators the chart offers (the web holds their maths and labels). */
export const INDICATOR_IDS = [
  'sma',
  'ema',
  'wma',
  'bollinger',
  'psar',
  'ichimoku',
  'donchian',
  'keltner',
  'rsi',
  'macd',
  'stochastic',
  'atr',
  'cci',
  'adx',
  'williams',
  'momentum',
] as const;

export const DRAWING_KINDS = [
  'trend_line',
  'ray',
  'horizontal_line',
  'vertical_line',
  'rectangle',
  'parallel_channel',
  'fib_retracement',
  'text',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** How many anchor points each drawing has (a channel: the base line's two ends and its parallel's offset). */
export const DRAWING_POINTS: Record<DrawingKind, number> = {
  trend_line: 2,
  ray: 2,
  horizontal_line: 1,
  vertical_line: 1,
  rectangle: 2,
  parallel_channel: 3,
  fib_retracement: 2,
  text: 1,
};

export const CHART_INDICATORS_MAX = 12;
export const CHART_DRAWINGS_MAX = 200;
export const DRAWING_TEXT_MAX = 200;
/** The stored JSON of one layout or one symbol's drawings, at most (the API answers 413 past it). */
export const CHART_STORED_BYTES_MAX = 48 * 1024;
