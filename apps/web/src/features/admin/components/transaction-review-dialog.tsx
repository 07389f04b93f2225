// One deposit or withdrawal: the details (and receipt), approve (a withdrawal needs the payment's hash) or reject with a reason.
import { useEffect, useState } from 'react';
import type { AdminTransactionItem } from '@platform/shared/admin';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useReviewTransaction } from '../api/review-transaction.ts';
import { useBeginReview } from '../api/begin-review.ts';
import { TransactionTimeline } from '../../../components/banking/transaction-timeline.tsx';
import { FilePreview } from './file-preview.tsx';
import { ReviewFooter } from './review-footer.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TextArea } from './text-area.tsx';
import { errorText } from './error-text.ts';
import { formatDateTime, formatStaffUsd as usd } from '../../../lib/format.ts';

export function TransactionReviewDialog({ item, onClose }: { item: AdminTransactionItem; onClose: () => void }) {
  const review = useReviewTransaction();
  const begin = useBeginReview();
  const toast = useToast();
  const [txHash, setTxHash] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState<'approve' | 'reject' | null>(null);
  const pending = item.status === 'pending';
  const isWithdrawal = item.type === 'withdrawal';
  const kind = isWithdrawal ? 'Withdrawal' : 'Deposit';
  // Opening a pending request puts it under review by this staff member (the trader's timeline shows it).
  const { mutate: beginReview } = begin;
  useEffect(() => {
    if (pending) beginReview(item.id);
  }, [pending, item.id, beginReview]);
  const timeline = begin.data?.timeline ?? item.timeline;

  function approve() {
    setTried('approve');
    if (isWithdrawal && !txHash.trim()) return;
    review.mutate({ id: item.id, decision: 'approve', txHash: txHash.trim() }, { onSuccess: () => done(`${kind} approved`) });
  }
  function reject() {
    setTried('reject');
    if (!reason.trim()) return;
    review.mutate({ id: item.id, decision: 'reject', reason: reason.trim() }, { onSuccess: () => done(`${kind} rejected`) });
  }
  function done(title: string) {
    toast.show({ title, description: `${usd(item.amount)} · ${item.trader_email}`, variant: 'success' });
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={`${kind} #${item.id} — ${usd(item.amount)}`}
      footer={
        <ReviewFooter
          pending={pending}
          sending={review.isPending ? (review.variables?.decision ?? null) : null}
          onApprove={approve}
          onReject={reject}
          onClose={onClose}
        />
      }
    >
      <dl className="admin-facts">
        <dt>Trader</dt>
        <dd>
          {item.trader_name} · {item.trader_email} · {item.account_type}
          {isWithdrawal && (
            <>
              {' '}
              · KYC <StatusBadge status={item.kyc_status ?? 'none'} />
            </>
          )}
        </dd>
        <dt>Amount</dt>
        <dd>
          {usd(item.amount)} in {item.currency} on {item.chain}
        </dd>
        <dt>{isWithdrawal ? 'Pay to' : 'Paid to'}</dt>
        <dd className="mono">{item.address}</dd>
        <dt>Requested</dt>
        <dd>{formatDateTime(item.created_at)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={item.status} />
          {item.reviewed_by && ` by ${item.reviewed_by} at ${formatDateTime(item.reviewed_at)}`}
        </dd>
        {item.tx_hash && (
          <>
            <dt>Hash</dt>
            <dd className="mono">{item.tx_hash}</dd>
          </>
        )}
        {item.review_note && (
          <>
            <dt>Note</dt>
            <dd>{item.review_note}</dd>
          </>
        )}
      </dl>
      <section className="tx-timeline-section" aria-label="Timeline">
        <h3>Timeline</h3>
        <TransactionTimeline id={item.id} steps={timeline} />
      </section>
      {!isWithdrawal && <FilePreview label="Payment receipt" file={item.receipt} />}
      {pending && (
        <div className="admin-form admin-form--spaced">
          {isWithdrawal && (
            <TextField
              label="Transaction hash of the payment (required to approve)"
              value={txHash}
              maxLength={128}
              placeholder="0x… or the TRON transaction id"
              error={tried === 'approve' && !txHash.trim() ? 'Enter the transaction hash of the payment.' : undefined}
              onChange={(event) => setTxHash(event.target.value)}
            />
          )}
          <TextArea
            label="Reason (required to reject; the trader sees it)"
            value={reason}
            maxLength={500}
            error={tried === 'reject' && !reason.trim() ? 'A reason is required.' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {review.isError && <div className="banner banner--error">{errorText(review.error)}</div>}
        </div>
      )}
    </Dialog>
  );
}
