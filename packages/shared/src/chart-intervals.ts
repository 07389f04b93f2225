// Plain constants (no zod): the candle timeframes and the chart's timeframe buttons.

/** Candle timeframes kept by the server, in seconds: 1, 5, 15, 30 minutes, 1 and 4 hours, 1 day. */
export const timeframes = [60, 300, 900, 1800, 3600, 14_400, 86_400] as const;
export type Timeframe = (typeof timeframes)[number];

export const isTimeframe = (seconds: number): seconds is Timeframe => (timeframes as readonly number[]).includes(seconds);

/** The chart's timeframe buttons (spec §3) and the candle interval each asks for. */
export const chartIntervals = [
  { label: '1', seconds: 60 },
  { label: '5', seconds: 300 },
  { label: '15', seconds: 900 },
  { label: '30', seconds: 1800 },
  { label: '60', seconds: 3600 },
  { label: '240', seconds: 14_400 },
  { label: 'D', seconds: 86_400 },
] as const;
