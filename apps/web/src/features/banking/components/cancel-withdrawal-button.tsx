import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { WITHDRAWAL_MESSAGES } from '@platform/shared/banking';
import { useCancelWithdrawal } from '../api/withdrawal-actions.ts';

/** Takes back a pending withdrawal; the server releases the hold once through the engine. */
export function CancelWithdrawalButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="transactions-cancel"
      aria-label={t('banking.withdrawal.cancelOf', { id: String(id) })}
      loading={cancel.isPending}
      onClick={() =>
        cancel.mutate(id, {
          onSuccess: () => toast.show({ title: t('banking.withdrawal.cancelled'), variant: 'success' }),
          onError: (error) => toast.show({ title: serverMessageOr(error, WITHDRAWAL_MESSAGES.failed), variant: 'error' }),
        })
      }
    >
      {t('banking.withdrawal.cancel')}
    </Button>
  );
}
