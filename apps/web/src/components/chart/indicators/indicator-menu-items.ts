/**
 * What the Indicators menu lists and where each goes (overlays on the price pane, oscillators in a
 * pane of their own: the chart sets its panes out before the calculators load); the calculators
 * themselves load on first use (see use-indicators).
 */
export const INDICATOR_MENU = [
  { id: 'sma', label: 'SMA', pane: 'price' },
  { id: 'ema', label: 'EMA', pane: 'price' },
  { id: 'wma', label: 'WMA', pane: 'price' },
  { id: 'bollinger', label: 'Bollinger Bands', pane: 'price' },
  { id: 'psar', label: 'Parabolic SAR', pane: 'price' },
  { id: 'ichimoku', label: 'Ichimoku Cloud', pane: 'price' },
  { id: 'donchian', label: 'Donchian Channels', pane: 'price' },
  { id: 'keltner', label: 'Keltner Channels', pane: 'price' },
  { id: 'rsi', label: 'RSI', pane: 'own' },
  { id: 'macd', label: 'MACD', pane: 'own' },
  { id: 'stochastic', label: 'Stochastic', pane: 'own' },
  { id: 'atr', label: 'ATR', pane: 'own' },
  { id: 'cci', label: 'CCI', pane: 'own' },
  { id: 'adx', label: 'ADX', pane: 'own' },
  { id: 'williams', label: 'Williams %R', pane: 'own' },
  { id: 'momentum', label: 'Momentum', pane: 'own' },
] as const;

/** Whether indicator `id` draws in a pane of its own (an oscillator). */
export const inOwnPane = (id: string) => INDICATOR_MENU.some((item) => item.id === id && item.pane === 'own');
