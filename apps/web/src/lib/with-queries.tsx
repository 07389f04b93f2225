import type { ComponentType } from 'react';

/**
 * A lazy screen's loader that also brings TanStack Query and wraps the screen in its provider (the
 * app's one client: cached data outlives the screen). For React.lazy; the sign-in screen goes without.
 */
export function withQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return () =>
    Promise.all([import('./query-client.tsx'), load()]).then(([{ QueryProvider }, { default: Screen }]) => ({
      default: function WithQueries(props: P) {
        return (
          <QueryProvider>
            <Screen {...props} />
          </QueryProvider>
        );
      },
    }));
}
