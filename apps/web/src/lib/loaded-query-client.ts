import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | null = null;

/** Set by lib/query-client.tsx when the first screen that reads the server through it loads. */
export function setLoadedQueryClient(client: QueryClient): void {
  loaded = client;
}

/**
 * The app's query client once loaded, else null (then there is no cached data either): for what
 * runs before or outside the screens that use it, such as forgetting the cache at sign-in or on a 401.
 */
export const loadedQueryClient = (): QueryClient | null => loaded;
