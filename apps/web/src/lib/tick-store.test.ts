import { describe, expect, it, vi } from 'vitest';
import type { Tick } from '@platform/shared/ticks';

// The store's own feed would open a real socket; these tests put ticks in by hand.
vi.mock('./socket-client.ts', () => ({ socketClient: { on: () => () => undefined } }));
const { getFirstPrice, getTick, rememberFirstPrice, setTick, subscribe, subscribeAll } = await import('./tick-store.ts');

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

/** Resolves after the store's own frame callback (registered earlier, so it runs first). */
const afterFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16),
  );

describe('tick store', () => {
  it('a tick, when it arrives, then wakes only the listeners of its symbol, on the next frame', async () => {
    const eurusd = vi.fn();
    const gbpusd = vi.fn();
    const stopEur = subscribe('EURUSD', eurusd);
    subscribe('GBPUSD', gbpusd);
    setTick(tick('EURUSD', 1.1));
    expect(getTick('EURUSD')?.last_price).toBe(1.1);
    await afterFrame();
    expect(eurusd).toHaveBeenCalledTimes(1);
    expect(gbpusd).not.toHaveBeenCalled();
    stopEur();
    setTick(tick('EURUSD', 1.2));
    await afterFrame();
    expect(eurusd).toHaveBeenCalledTimes(1);
  });

  it('several ticks within one frame, when they arrive, then wake each reader once with the latest price', async () => {
    const seen: number[] = [];
    const stop = subscribe('AUDUSD', () => seen.push(getTick('AUDUSD')!.last_price));
    setTick(tick('AUDUSD', 0.65));
    setTick(tick('AUDUSD', 0.66));
    await afterFrame();
    stop();
    expect(seen).toEqual([0.66]);
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
