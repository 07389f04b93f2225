import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from '../components/ui/toast-store.ts';

const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toaster (Radix Toast and its layers, about 6 kB compressed) while there is a toast to
 * show, not on the first paint: most first visits never show one (issue 16, first-load JavaScript).
 * The store keeps each toast while the chunk loads, so nothing shown is lost.
 */
export function LazyToaster() {
  const hasToast = useSyncExternalStore(
    (listener) => toastStore.subscribe(listener),
    () => toastStore.getSnapshot().length > 0,
  );
  return hasToast ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
