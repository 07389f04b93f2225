/** What the Indicators menu lists; the calculators themselves load on first use (see use-indicators). */
export const INDICATOR_MENU = [
  { id: 'sma', label: 'SMA' },
  { id: 'ema', label: 'EMA' },
  { id: 'wma', label: 'WMA' },
  { id: 'bollinger', label: 'Bollinger Bands' },
  { id: 'psar', label: 'Parabolic SAR' },
  { id: 'ichimoku', label: 'Ichimoku Cloud' },
  { id: 'donchian', label: 'Donchian Channels' },
  { id: 'keltner', label: 'Keltner Channels' },
  { id: 'rsi', label: 'RSI' },
  { id: 'macd', label: 'MACD' },
  { id: 'stochastic', label: 'Stochastic' },
  { id: 'atr', label: 'ATR' },
  { id: 'cci', label: 'CCI' },
  { id: 'adx', label: 'ADX' },
  { id: 'williams', label: 'Williams %R' },
  { id: 'momentum', label: 'Momentum' },
] as const;
