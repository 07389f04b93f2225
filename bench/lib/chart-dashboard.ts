// The chart bench's dashboard, on a running server: a trader with a plain chart and one with
// 3 indicators and 10 drawings on EURUSD, and the random walk that stretches the history to 5,000 bars.
export const BARS = 5000;
export const INTERVAL = 60;

export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ChartTraders {
  plainToken: string;
  token: string;
  storedBars: number;
  drawings: number;
}

async function api<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signUp(base: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, 'POST', '/signup', {
    name: 'Bench Trader',
    email: `bench-chart-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Str0ngPass!',
    password_confirmation: 'Str0ngPass!',
    account_type: 'demo',
  });
  return token;
}

/** `count` made-up bars before `bars`, a seeded random walk ending at the first real bar's open. */
export function walkBefore(bars: Bar[], count: number): Bar[] {
  const first = bars[0]!;
  const interval = bars[1] ? bars[1].time - first.time : INTERVAL;
  const out: Bar[] = [];
  let close = first.open;
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
  for (let i = 1; i <= count; i++) {
    const open = close - random() * close * 0.0008;
    const high = Math.max(open, close) + Math.abs(random()) * close * 0.0004;
    const low = Math.min(open, close) - Math.abs(random()) * close * 0.0004;
    out.unshift({ time: first.time - i * interval, open, high, low, close });
    close = open;
  }
  return out;
}

/** Signs up both traders on the server at `base` and saves their layouts and drawings. */
export async function prepareTraders(base: string): Promise<ChartTraders> {
  const plainToken = await signUp(base);
  const token = await signUp(base);
  const { data: bars } = await api<{ data: Bar[] }>(base, 'GET', `/ohlc?symbol=EURUSD&periods=${BARS}&interval=${INTERVAL}`);
  const layout = { chart_type: 'candles', interval: INTERVAL, price_scale: 'normal' };
  await api(base, 'PUT', '/chart/layout', { ...layout, indicators: [] }, plainToken);
  const indicators = [
    { uid: 'rsi', id: 'rsi' },
    { uid: 'bb', id: 'bollinger' },
    { uid: 'macd', id: 'macd' },
  ];
  await api(base, 'PUT', '/chart/layout', { ...layout, indicators }, token);
  const kinds = ['trend_line', 'ray', 'rectangle', 'fib_retracement', 'trend_line', 'rectangle', 'ray', 'fib_retracement'] as const;
  const at = (index: number) => bars[Math.max(0, bars.length - 1 - index)]!;
  const drawings = [
    ...kinds.map((kind, i) => ({
      id: `d${i}`,
      kind,
      points: [
        { time: at(40 + i * 7).time, price: at(40 + i * 7).low },
        { time: at(5 + i * 3).time, price: at(5 + i * 3).high },
      ],
      color: '#2962ff',
      width: 2,
      style: 'solid',
    })),
    { id: 'h', kind: 'horizontal_line', points: [{ time: at(10).time, price: at(10).high }], color: '#f59e0b', width: 1, style: 'dashed' },
    {
      id: 'n',
      kind: 'text',
      points: [{ time: at(30).time, price: at(30).high }],
      color: '#22c55e',
      width: 1,
      style: 'solid',
      text: 'Bench note',
    },
  ];
  await api(base, 'PUT', '/chart/drawings/EURUSD', { drawings }, token);
  return { plainToken, token, storedBars: bars.length, drawings: drawings.length };
}
