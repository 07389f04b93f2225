// The footer of a review dialog: Reject and Approve while the item waits for a decision, Close after.
import { Button } from '../../../components/ui/button.tsx';

interface ReviewFooterProps {
  pending: boolean;
  /** The decision being sent, if any: its button spins and both are disabled. */
  sending: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}

export function ReviewFooter({ pending, sending, onApprove, onReject, onClose }: ReviewFooterProps) {
  if (!pending) {
    return (
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    );
  }
  return (
    <>
      <Button variant="danger" loading={sending === 'reject'} disabled={sending !== null} onClick={onReject}>
        Reject
      </Button>
      <Button variant="buy" loading={sending === 'approve'} disabled={sending !== null} onClick={onApprove}>
        Approve
      </Button>
    </>
  );
}
