// Decorative candlestick backdrop for the sign-in screen (deterministic, no data behind it).
const WIDTH = 640;
const HEIGHT = 260;
const COUNT = 44;

interface Candle {
  x: number;
  open: number;
  close: number;
  high: number;
  low: number;
}

function buildCandles(): Candle[] {
  const candles: Candle[] = [];
  let price = 150;
  for (let i = 0; i < COUNT; i++) {
    const drift = Math.sin(i / 5) * 7 + Math.cos(i / 2.3) * 5 - 2.2;
    const open = price;
    const close = price - drift;
    const wick = 4 + Math.abs(Math.sin(i * 1.7)) * 8;
    candles.push({
      x: 10 + i * ((WIDTH - 20) / COUNT),
      open,
      close,
      high: Math.min(open, close) - wick,
      low: Math.max(open, close) + wick * 0.7,
    });
    price = close;
  }
  return candles;
}

const candles = buildCandles();
const trend = candles.map((c, i) => `${i ? 'L' : 'M'}${c.x + 4} ${(c.open + c.close) / 2 - 14}`).join(' ');

export function HeroChart() {
  return (
    <svg className="auth-hero__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="auth-trend" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#3b82f6" stopOpacity="0" />
          <stop offset="1" stopColor="#22d3ee" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      {candles.map((c) => {
        const up = c.close < c.open;
        const color = up ? '#22c55e' : '#ef4444';
        return (
          <g key={c.x} opacity={0.2 + (c.x / WIDTH) * 0.6}>
            <line x1={c.x + 4} x2={c.x + 4} y1={c.high} y2={c.low} stroke={color} strokeWidth={1.2} />
            <rect x={c.x} y={Math.min(c.open, c.close)} width={8} height={Math.max(2, Math.abs(c.close - c.open))} rx={1.5} fill={color} />
          </g>
        );
      })}
      <path d={trend} fill="none" stroke="url(#auth-trend)" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}
