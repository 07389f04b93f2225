// Component tests: a fresh query cache and an in-memory API answering by "METHOD /path".
//   const api = stubApi({ 'GET /symbols': { symbols: [eurusd], favourites: [] } });
//   renderWithQuery(<TradePanel symbol="EURUSD" onClose={() => {}} />);
//   await waitFor(() => expect(api.calls('POST /place')).toHaveLength(1));
import type { ReactElement } from 'react';
import { render, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';

export interface ApiCall {
  body: unknown;
  headers: Record<string, string>;
}

type Answer = unknown;

export function stubApi(routes: Record<string, Answer>) {
  const seen = new Map<string, ApiCall[]>();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${input.replace(/^\/api/, '').split('?')[0]}`;
    const call: ApiCall = {
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    seen.set(key, [...(seen.get(key) ?? []), call]);
    if (!(key in routes)) return new Response(JSON.stringify({ message: `no stub for ${key}` }), { status: 404 });
    const answer = routes[key];
    const { status, body } =
      typeof answer === 'function' ? (answer as (call: ApiCall) => { status: number; body: unknown })(call) : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls: (key: string) => seen.get(key) ?? [] };
}

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithQuery(ui: ReactElement, queryClient = newQueryClient()) {
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

export function renderHookWithQuery<T>(hook: () => T, queryClient = newQueryClient()) {
  return {
    queryClient,
    ...renderHook(hook, { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> }),
  };
}
