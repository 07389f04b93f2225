import type { ReactNode } from 'react';
import { LazyToaster } from './lazy-toaster.tsx';

// TanStack Query's provider comes with each screen that uses it (router.tsx, withQueries).
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
