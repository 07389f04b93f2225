// The app's one TanStack Query client, with the screens that read the server through it: each lazy
// screen brings it (app/router.tsx, withQueries), so the sign-in screen's first view loads none of it.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLoadedQueryClient } from './loaded-query-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
});
setLoadedQueryClient(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
