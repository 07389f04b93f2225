// The footer of a review dialog: Reject and Approve while the item waits for a decision, Close after.
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

interface ReviewFooterProps {
  pending: boolean;
  /** The decision being sent, if any: its button spins and both are disabled. */
  sending: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}

export function ReviewFooter({ pending, sending, onApprove, onReject, onClose }: ReviewFooterProps) {
  const { t } = useTranslation();
  if (!pending) {
    return (
      <Button variant="secondary" onClick={onClose}>
        {t('admin.queue.close')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="danger" loading={sending === 'reject'} disabled={sending !== null} onClick={onReject}>
        {t('admin.queue.reject')}
      </Button>
      <Button variant="buy" loading={sending === 'approve'} disabled={sending !== null} onClick={onApprove}>
        {t('admin.queue.approve')}
      </Button>
    </>
  );
}
