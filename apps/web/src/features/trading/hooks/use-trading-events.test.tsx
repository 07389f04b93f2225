// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { toastStore } from '../../../components/ui/toast-store.ts';
import { account, order } from '../../../test/fixtures.ts';
import { renderHookWithQuery } from '../../../test/render-with-api.tsx';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { symbolsQueryKey } from '../../../lib/symbols-query.ts';
import type { Order } from '@platform/shared/orders';
import { useTradingEvents } from './use-trading-events.ts';

// The socket is the hook's input: a stand-in that lets the test push events and connection changes.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const states = new Set<(state: string) => void>();
  return {
    emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)),
    setState: (state: string) => states.forEach((listener) => listener(state)),
    listeners: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0) + states.size,
    client: {
      on(event: string, handler: (payload: unknown) => void) {
        const set = handlers.get(event) ?? new Set();
        set.add(handler);
        handlers.set(event, set);
        return () => void set.delete(handler);
      },
      onStateChange(listener: (state: string) => void) {
        states.add(listener);
        return () => void states.delete(listener);
      },
    },
  };
});
vi.mock('../../../lib/socket-client.ts', () => ({ socketClient: socket.client }));

afterEach(cleanup);

describe('useTradingEvents', () => {
  it("'account-updated', when it carries the whole account, then replaces the cached account", () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    queryClient.setQueryData(tradingKeys.account, account());
    act(() => socket.emit('account-updated', account({ balance: 9_500, equity: 9_480, free_margin: 9_480 })));
    expect(queryClient.getQueryData(tradingKeys.account)).toEqual(account({ balance: 9_500, equity: 9_480, free_margin: 9_480 }));
  });

  it("'account-updated', when it carries some figures only, then merges them into the cached account", () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    queryClient.setQueryData(tradingKeys.account, account());
    act(() => socket.emit('account-updated', { balance: 10_250 }));
    expect(queryClient.getQueryData(tradingKeys.account)).toEqual(account({ balance: 10_250 }));
  });

  it("'margin-call', when it arrives, then warns with the margin level", () => {
    renderHookWithQuery(() => useTradingEvents());
    act(() => socket.emit('margin-call', { margin_level: 87.5 }));
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({
      title: 'Margin Call',
      description: 'Your margin level is 87.50%. Deposit funds or close positions.',
      variant: 'warning',
    });
  });

  it("'order-updated', when a position closes, then it moves from the cached open list to the top of history without a refetch", () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    const older = order({ id: 3, status: 'closed', closed_at: '2026-11-22T00:00:00.000Z' });
    const other = order({ id: 5 });
    queryClient.setQueryData(tradingKeys.ordersByStatus('open'), [order(), other]);
    queryClient.setQueryData(tradingKeys.ordersByStatus('closed'), [older]);
    const closed = order({ status: 'closed', close_price: 1.2, closed_at: '2026-11-23T01:00:00.000Z', profit: 1000 });
    act(() => socket.emit('order-updated', { event: 'closed', order: closed }));
    expect(queryClient.getQueryData(tradingKeys.ordersByStatus('open'))).toEqual([other]);
    expect(queryClient.getQueryData(tradingKeys.ordersByStatus('closed'))).toEqual([closed, older]);
    expect(queryClient.getQueryState(tradingKeys.ordersByStatus('open'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(tradingKeys.ordersByStatus('closed'))?.isInvalidated).toBe(false);
  });

  it("'order-updated', when an SL is set on a cached position, then that row is replaced in place and a list never loaded stays unloaded", () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    queryClient.setQueryData(tradingKeys.ordersByStatus('open'), [order({ id: 9 }), order(), order({ id: 2 })]);
    act(() => socket.emit('order-updated', { event: 'modified', order: order({ stop_loss_price: 1.05 }) }));
    expect(queryClient.getQueryData<Order[]>(tradingKeys.ordersByStatus('open'))?.map((row) => [row.id, row.stop_loss_price])).toEqual([
      [9, null],
      [7, 1.05],
      [2, null],
    ]);
    expect(queryClient.getQueryData(tradingKeys.ordersByStatus('pending'))).toBeUndefined();
  });

  it('a reconnection, when the socket comes back, then marks orders, account and the markets open/closed state stale (events sent meanwhile were lost)', () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    queryClient.setQueryData(tradingKeys.account, account());
    queryClient.setQueryData(tradingKeys.ordersByStatus('open'), []);
    queryClient.setQueryData(symbolsQueryKey, { symbols: [], favourites: [] });
    act(() => socket.setState('connected'));
    expect(queryClient.getQueryState(tradingKeys.account)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tradingKeys.ordersByStatus('open'))?.isInvalidated).toBe(true);
    // A 'market-hours' sent while the socket was away is lost: the symbol sheet's market_open is read again.
    expect(queryClient.getQueryState(symbolsQueryKey)?.isInvalidated).toBe(true);
  });

  it("'market-hours', when a market opens or closes, then the symbol sheet (market_open) is read again and the orders stay", () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    queryClient.setQueryData(symbolsQueryKey, { symbols: [], favourites: [] });
    queryClient.setQueryData(tradingKeys.ordersByStatus('open'), []);
    act(() => socket.emit('market-hours', { symbols: [{ symbol: 'EURUSD', market_open: false }] }));
    expect(queryClient.getQueryState(symbolsQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tradingKeys.ordersByStatus('open'))?.isInvalidated).toBe(false);
  });

  it('unmounting, when the screen goes away, then leaves no listener on the socket', () => {
    const before = socket.listeners();
    const { unmount } = renderHookWithQuery(() => useTradingEvents());
    expect(socket.listeners()).toBeGreaterThan(before);
    unmount();
    expect(socket.listeners()).toBe(before);
  });
});
