import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useSwitchToLive } from './use-switch-to-live.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

interface SwitchToLiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The confirm prompt before a demo account becomes live (spec §4: irreversible, demo trades deleted). */
export function SwitchToLiveDialog({ open, onOpenChange }: SwitchToLiveDialogProps) {
  const switchToLive = useSwitchToLive();
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('switchToLive.title')}
      description={t('switchToLive.body')}
      confirmLabel={t('switchToLive.confirm')}
      cancelLabel={t('switchToLive.cancel')}
      tone="danger"
      busy={switchToLive.isPending}
      onConfirm={() => switchToLive.mutate(undefined, { onSettled: () => onOpenChange(false) })}
    />
  );
}
