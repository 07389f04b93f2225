// A yes/no question before something irreversible (Radix AlertDialog: Escape or No cancels).
//   <ConfirmDialog open={open} onOpenChange={setOpen} title="Close Trade #42" description="…"
//                  confirmLabel="Yes" cancelLabel="No" tone="danger" busy={isPending}
//                  onConfirm={() => closeTrade.mutate()} />
// onConfirm does not close the dialog by itself: close it when the work is done (or right away).
// Radix and the dialog (confirm-dialog-impl.tsx) load when the first question is asked (issue 16).
import { lazy, Suspense } from 'react';
import { useMountedOnceOpen } from './dialog.tsx';

const ConfirmDialogImpl = lazy(() => import('./confirm-dialog-impl.tsx'));

import type { ConfirmDialogProps } from './confirm-dialog-impl.tsx';
export type { ConfirmDialogProps };

export function ConfirmDialog(props: ConfirmDialogProps) {
  const mounted = useMountedOnceOpen(props.open);
  return mounted ? (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  ) : null;
}
