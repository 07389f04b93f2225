// Modal dialog (Radix): focus trapped, Escape and the close button dismiss it, title announced.
//   <Dialog open={open} onOpenChange={setOpen} title="Open Orders" description="…" size="lg"
//           footer={<Button onClick={…}>Save</Button>}>
//     …body…
//   </Dialog>
// Uncontrolled use: pass `trigger={<Button>Open</Button>}` instead of open/onOpenChange.
// Radix and the dialog itself (dialog-impl.tsx) load when a dialog first opens, not with the screen
// that holds it: a first visit opens none (issue 16, first-load JavaScript).
import { cloneElement, isValidElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import './dialog.css';

const DialogImpl = lazy(() => import('./dialog-impl.tsx'));

import type { DialogProps } from './dialog-impl.tsx';
export type { DialogProps };

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

export function Dialog({ trigger, ...props }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = props.open !== undefined;
  const open = controlled ? Boolean(props.open) : ownOpen;
  const onOpenChange = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const mounted = useMountedOnceOpen(open);
  const opener = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (!event.defaultPrevented) onOpenChange(true);
        },
      })
    : trigger;
  return (
    <>
      {opener}
      {mounted && (
        <Suspense fallback={null}>
          <DialogImpl {...props} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}

/** True from the first time `open` is true: the dialog stays mounted afterwards (Radix runs its closing focus return). */
export function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
