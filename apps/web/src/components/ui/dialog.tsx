// Modal dialog (Radix): focus trapped, Escape and the close button dismiss it, title announced.
//   <Dialog open={open} onOpenChange={setOpen} title="Open Orders" description="…" size="lg"
//           footer={<Button onClick={…}>Save</Button>}>
//     …body…
//   </Dialog>
// Uncontrolled use: pass `trigger={<Button>Open</Button>}` instead of open/onOpenChange.
import { useRef, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from './icons.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import './dialog.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
}

export function Dialog({ open, onOpenChange, trigger, title, description, footer, size = 'md', children }: DialogProps) {
  // A controlled dialog has no Radix trigger to give focus back to: return it to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog-overlay" />
        <DialogPrimitive.Content
          className={`ui-dialog ui-dialog--${size}`}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <header className="ui-dialog__header">
            <DialogPrimitive.Title className="ui-dialog__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="ui-dialog__close" aria-label={t('common.close')}>
              <CloseIcon />
            </DialogPrimitive.Close>
          </header>
          {description ? (
            <DialogPrimitive.Description className="ui-dialog__description">{description}</DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="visually-hidden">{title}</DialogPrimitive.Description>
          )}
          {children !== undefined && <div className="ui-dialog__body">{children}</div>}
          {footer && <footer className="ui-dialog__footer">{footer}</footer>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog when the child is clicked: <DialogClose><Button>Cancel</Button></DialogClose>. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
