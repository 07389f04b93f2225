// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { toastStore } from '../../../components/ui/toast-store.ts';
import { account } from '../../../test/fixtures.ts';
import { renderHookWithQuery } from '../../../test/render-with-api.tsx';
import { tradingKeys } from '../api/query-keys.ts';
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

  it('a reconnection, when the socket comes back, then marks orders and account stale (events sent meanwhile were lost)', () => {
    const { queryClient } = renderHookWithQuery(() => useTradingEvents());
    queryClient.setQueryData(tradingKeys.account, account());
    queryClient.setQueryData(tradingKeys.ordersByStatus('open'), { orders: [] });
    act(() => socket.setState('connected'));
    expect(queryClient.getQueryState(tradingKeys.account)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tradingKeys.ordersByStatus('open'))?.isInvalidated).toBe(true);
  });

  it('unmounting, when the screen goes away, then leaves no listener on the socket', () => {
    const before = socket.listeners();
    const { unmount } = renderHookWithQuery(() => useTradingEvents());
    expect(socket.listeners()).toBeGreaterThan(before);
    unmount();
    expect(socket.listeners()).toBe(before);
  });
});
