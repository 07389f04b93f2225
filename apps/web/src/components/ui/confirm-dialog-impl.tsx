import type { ReactNode } from 'react';
// The Radix side of confirm-dialog.tsx, loaded with the first question asked (import ConfirmDialog from confirm-dialog.tsx).
import { AlertDialog } from 'radix-ui';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}

export default function ConfirmDialogImpl(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, title, description, confirmLabel, cancelLabel, tone = 'primary', busy, onConfirm, children } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-dialog-overlay" />
        <AlertDialog.Content className="ui-dialog ui-dialog--sm">
          <header className="ui-dialog__header">
            <AlertDialog.Title className="ui-dialog__title">{title}</AlertDialog.Title>
          </header>
          <AlertDialog.Description className={description ? 'ui-dialog__description' : 'visually-hidden'}>
            {description ?? title}
          </AlertDialog.Description>
          {children && <div className="ui-dialog__body">{children}</div>}
          <footer className="ui-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone} loading={busy} onClick={onConfirm}>
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </footer>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
