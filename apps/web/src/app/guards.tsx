import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { tokenStore } from '../lib/token-store.ts';

/** Route protection only checks that a token is present (spec §2). */
export function RequireToken({ children }: { children: ReactNode }) {
  return tokenStore.get() ? children : <Navigate to="/login" replace />;
}

export function HomeRedirect() {
  return <Navigate to={tokenStore.get() ? '/dashboard' : '/login'} replace />;
}
