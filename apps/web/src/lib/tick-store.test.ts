import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tick } from '@platform/shared/ticks';

// The store's own feed would open a real socket; these tests put ticks in by hand.
vi.mock('./socket-client.ts', () => ({ socketClient: { on: () => () => undefined } }));
const { LIVE_REPAINT_MS, getFirstPrice, getTick, onRepaint, rememberFirstPrice, setTick, shownTick, subscribe, subscribeAll } =
  await import('./tick-store.ts');

const tick = (code: string, price: number): Tick => ({
  code,
  last_price: price,
  change: 0,
  ask: price + 0.0001,
  bid: price,
  ask_size: 1,
  bid_size: 1,
  high: price,
  low: price,
  time: 0,
});

// Each test starts a quiet minute after the last one's repaints, with none of them still pending.
let now = Date.now();
beforeEach(() => void vi.useFakeTimers({ now: (now += 60_000) }));
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('tick store', () => {
  it('a tick, when it arrives, then wakes only the listeners of its symbol, on the next repaint', () => {
    const eurusd = vi.fn();
    const gbpusd = vi.fn();
    const stopEur = subscribe('EURUSD', eurusd);
    subscribe('GBPUSD', gbpusd);
    setTick(tick('EURUSD', 1.1));
    expect(getTick('EURUSD')?.last_price).toBe(1.1);
    expect(eurusd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    expect(eurusd).toHaveBeenCalledTimes(1);
    expect(gbpusd).not.toHaveBeenCalled();
    stopEur();
    setTick(tick('EURUSD', 1.2));
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    expect(eurusd).toHaveBeenCalledTimes(1);
  });

  it('a tick between two repaints, when a reader renders, then it reads the price of the last repaint until the next one', () => {
    const stop = subscribe('EURGBP', () => undefined);
    setTick(tick('EURGBP', 0.85));
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    setTick(tick('EURGBP', 0.86));
    expect(getTick('EURGBP')?.last_price).toBe(0.86);
    expect(shownTick('EURGBP')?.last_price).toBe(0.85);
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    stop();
    expect(shownTick('EURGBP')?.last_price).toBe(0.86);
  });

  it('a tick of a symbol nobody reads, when it arrives, then is what its first reader renders', () => {
    setTick(tick('EURCHF', 0.95));
    expect(shownTick('EURCHF')?.last_price).toBe(0.95);
  });

  it('several ticks within one repaint, when they arrive, then wake each reader once with the latest price', () => {
    const seen: number[] = [];
    const stop = subscribe('AUDUSD', () => seen.push(getTick('AUDUSD')!.last_price));
    setTick(tick('AUDUSD', 0.65));
    setTick(tick('AUDUSD', 0.66));
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    stop();
    expect(seen).toEqual([0.66]);
  });

  it('a tick right after a repaint, when it arrives, then waits until LIVE_REPAINT_MS after that repaint', () => {
    const nzdusd = vi.fn();
    const stop = subscribe('NZDUSD', nzdusd);
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    setTick(tick('NZDUSD', 0.6));
    vi.advanceTimersByTime(0);
    expect(nzdusd).toHaveBeenCalledTimes(1);
    setTick(tick('NZDUSD', 0.61));
    vi.advanceTimersByTime(LIVE_REPAINT_MS - 1);
    expect(nzdusd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    stop();
    expect(nzdusd).toHaveBeenCalledTimes(2);
  });

  it('onRepaint, when several symbols tick, then wakes once per repaint', () => {
    const repaint = vi.fn();
    const stop = onRepaint(repaint);
    setTick(tick('USDCHF', 0.9));
    setTick(tick('USDCAD', 1.3));
    vi.advanceTimersByTime(LIVE_REPAINT_MS);
    stop();
    expect(repaint).toHaveBeenCalledTimes(1);
  });

  it('the first price, when the list seeded one before any tick, then stays the reference for colours', () => {
    rememberFirstPrice('USDJPY', 150);
    setTick(tick('USDJPY', 151));
    rememberFirstPrice('USDJPY', 152);
    expect(getFirstPrice('USDJPY')).toBe(150);
  });

  it('subscribeAll, when any symbol ticks, then hears every tick', () => {
    const all = vi.fn();
    const stop = subscribeAll(all);
    setTick(tick('XAUUSD', 2400));
    setTick(tick('BTCUSDT', 60_000));
    stop();
    expect(all.mock.calls.map(([t]) => (t as Tick).code)).toEqual(['XAUUSD', 'BTCUSDT']);
  });
});
