// A part of a screen that shows only after a click (an editor, a confirmation): its code loads when it
// first mounts, not with the screen (issue 16). It renders nothing while it loads; the surrounding
// screen never falls back to the page spinner.
//   const CloseTradeDialog = lazyPart(() => import('./close-trade-dialog.tsx').then((m) => m.CloseTradeDialog));
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
