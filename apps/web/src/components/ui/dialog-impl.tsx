import type { ReactNode } from 'react';
// The Radix side of dialog.tsx, loaded with the first dialog that opens (import Dialog from dialog.tsx).
import { useRef } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from './icons.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog (then it keeps its own open state). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
}

/** Always controlled here: dialog.tsx keeps the open state of a dialog with a trigger. */
export default function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size = 'md',
  children,
}: Omit<DialogProps, 'trigger'>) {
  // No Radix trigger gives focus back: return it to whatever opened the dialog.
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog-overlay" />
        <DialogPrimitive.Content
          className={`ui-dialog ui-dialog--${size}`}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
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
