import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';

type Auth = { authorization: string };

const layout = {
  chart_type: 'heikin_ashi',
  interval: 900,
  price_scale: 'log',
  indicators: [
    { uid: 'rsi-1', id: 'rsi', params: { period: 9 }, colours: { value: '#ff00aa' } },
    { uid: 'bb-1', id: 'bollinger', params: { period: 20, deviation: 2.5 }, colours: {} },
  ],
};

const trendLine = {
  id: 'd-trend',
  kind: 'trend_line',
  points: [
    { time: 1_700_000_000, price: 1.081 },
    { time: 1_700_036_000, price: 1.0875 },
  ],
  color: '#2962ff',
  width: 2,
  style: 'solid',
};
const fib = { ...trendLine, id: 'd-fib', kind: 'fib_retracement', color: '#f59e0b', style: 'dashed' };

describe(`chart layouts (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const put = (auth: Auth, url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: auth, payload: payload as object });

  it('a layout, when never saved, then GET answers null', async () => {
    const trader = await signUpTrader(t.app);
    const response = await get(trader.auth, '/api/chart/layout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ layout: null, updated_at: null });
  });

  it('a layout, when saved, then GET answers it on another session of the same trader and not to another trader', async () => {
    const trader = await signUpTrader(t.app);
    const saved = await put(trader.auth, '/api/chart/layout', layout);
    expect(saved.statusCode).toBe(200);

    const secondDevice = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: trader.email, password: 'Str0ngPass!' },
    });
    const secondAuth = { authorization: `Bearer ${secondDevice.json().token}` };
    const answer = (await get(secondAuth, '/api/chart/layout')).json();
    expect(answer.layout).toEqual({ ...layout, one_click: false, one_click_acknowledged: false });
    expect(typeof answer.updated_at).toBe('string');

    const other = await signUpTrader(t.app);
    expect((await get(other.auth, '/api/chart/layout')).json().layout).toBeNull();
  });

  it('a layout, when saved twice, then the second replaces the first', async () => {
    const trader = await signUpTrader(t.app);
    await put(trader.auth, '/api/chart/layout', layout);
    await put(trader.auth, '/api/chart/layout', { ...layout, chart_type: 'line', indicators: [] });
    expect((await get(trader.auth, '/api/chart/layout')).json().layout).toMatchObject({ chart_type: 'line', indicators: [] });
  });

  it('a bad layout, when put, then 422 names each bad field and the stored one stays', async () => {
    const trader = await signUpTrader(t.app);
    await put(trader.auth, '/api/chart/layout', layout);
    const bad = await put(trader.auth, '/api/chart/layout', {
      chart_type: 'renko',
      interval: 7,
      price_scale: 'normal',
      indicators: [{ uid: 'x', id: 'nope', colours: { value: 'red' } }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['chart_type', 'indicators.0.colours.value', 'indicators.0.id', 'interval']);
    const tooMany = await put(trader.auth, '/api/chart/layout', {
      ...layout,
      indicators: Array.from({ length: 13 }, (_, i) => ({ uid: `s${i}`, id: 'sma' })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.indicators).toEqual(['At most 12 indicators on a chart.']);
    expect((await get(trader.auth, '/api/chart/layout')).json().layout).toMatchObject(layout);
  });

  it('one-click trading, when turned on without the risk acknowledgement, then 422; with it, then saved', async () => {
    const trader = await signUpTrader(t.app);
    const refused = await put(trader.auth, '/api/chart/layout', { ...layout, one_click: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.one_click).toEqual(['Accept the one-click trading risk notice before turning it on.']);
    const accepted = await put(trader.auth, '/api/chart/layout', { ...layout, one_click: true, one_click_acknowledged: true });
    expect(accepted.statusCode).toBe(200);
    expect((await get(trader.auth, '/api/chart/layout')).json().layout).toMatchObject({ one_click: true, one_click_acknowledged: true });
  });

  it('drawings, when saved on one symbol, then GET answers them there and none on another symbol', async () => {
    const trader = await signUpTrader(t.app);
    const saved = await put(trader.auth, '/api/chart/drawings/eurusd', { drawings: [trendLine, fib] });
    expect(saved.statusCode).toBe(200);
    const eurusd = (await get(trader.auth, '/api/chart/drawings/EURUSD')).json();
    expect(eurusd).toEqual({
      symbol: 'EURUSD',
      drawings: [
        { ...trendLine, text: '' },
        { ...fib, text: '' },
      ],
    });
    expect((await get(trader.auth, '/api/chart/drawings/GBPUSD')).json().drawings).toEqual([]);

    await put(trader.auth, '/api/chart/drawings/EURUSD', { drawings: [] });
    expect((await get(trader.auth, '/api/chart/drawings/EURUSD')).json().drawings).toEqual([]);
  });

  it('bad drawings, when put, then 422 says what is wrong (point count, empty note, duplicate id)', async () => {
    const trader = await signUpTrader(t.app);
    const wrongPoints = await put(trader.auth, '/api/chart/drawings/EURUSD', {
      drawings: [
        { ...trendLine, kind: 'parallel_channel' },
        { ...trendLine, id: 'note', kind: 'text', points: [trendLine.points[0]] },
      ],
    });
    expect(wrongPoints.statusCode).toBe(422);
    expect(wrongPoints.json().errors).toMatchObject({
      'drawings.0.points': ['A parallel channel has 3 point(s).'],
      'drawings.1.text': ['A text note needs some text.'],
    });
    const twice = await put(trader.auth, '/api/chart/drawings/EURUSD', { drawings: [trendLine, trendLine] });
    expect(twice.json().errors.drawings).toEqual(['Each drawing needs its own id.']);
    const unknown = await put(trader.auth, '/api/chart/drawings/NOPE', { drawings: [] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNKNOWN_SYMBOL');
  });

  it('drawings, when more than allowed or too large, then 422 or 413 and nothing is stored', async () => {
    const trader = await signUpTrader(t.app);
    const many = Array.from({ length: 201 }, (_, i) => ({ ...trendLine, id: `d${i}` }));
    const tooMany = await put(trader.auth, '/api/chart/drawings/EURUSD', { drawings: many });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.drawings).toEqual(['At most 200 drawings on one symbol.']);
    const longNotes = Array.from({ length: 200 }, (_, i) => ({
      ...trendLine,
      id: `n${i}`,
      kind: 'text',
      points: [trendLine.points[0]],
      text: 'x'.repeat(200),
    }));
    const tooLarge = await put(trader.auth, '/api/chart/drawings/EURUSD', { drawings: longNotes });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await get(trader.auth, '/api/chart/drawings/EURUSD')).json().drawings).toEqual([]);
  });

  it('the chart calls, when made without a token, then 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/chart/layout' });
    expect(response.statusCode).toBe(401);
  });
});
