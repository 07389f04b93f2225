import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useSwitchToLive } from './use-switch-to-live.ts';

interface SwitchToLiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The confirm prompt before a demo account becomes live (spec §4: irreversible, demo trades deleted). */
export function SwitchToLiveDialog({ open, onOpenChange }: SwitchToLiveDialogProps) {
  const switchToLive = useSwitchToLive();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Switch to Live Account"
      description="All demo trades will be permanently deleted and your balance, equity and used margin reset to 0. Switching back to demo is not possible."
      confirmLabel="Switch to Live"
      cancelLabel="Cancel"
      tone="danger"
      busy={switchToLive.isPending}
      onConfirm={() => switchToLive.mutate(undefined, { onSettled: () => onOpenChange(false) })}
    />
  );
}
