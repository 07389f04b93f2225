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
import { HotWalletPayout } from './hot-wallet-payout.tsx';
import { usePayout } from '../api/payouts.ts';
import { ReviewFooter } from './review-footer.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TextArea } from './text-area.tsx';
import { errorText } from './error-text.ts';
import { formatDateTime, formatStaffUsd as usd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ReviewedBy } from './reviewed-by.tsx';
import { networkLabel } from '@platform/shared/crypto-networks';

export function TransactionReviewDialog({ item, onClose }: { item: AdminTransactionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewTransaction();
  const begin = useBeginReview();
  const toast = useToast();
  const [txHash, setTxHash] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState<'approve' | 'reject' | null>(null);
  const isWithdrawal = item.type === 'withdrawal';
  // A payout the hot wallet is sending settles the withdrawal itself: no hash by hand, no rejection meanwhile.
  const payout = usePayout(item.id, isWithdrawal);
  const inFlight = ['queued', 'signed', 'sent', 'confirmed'].includes(payout.data?.status ?? '');
  const pending = item.status === 'pending' && !inFlight;
  // Opening a pending request puts it under review by this staff member (the trader's timeline shows it).
  const { mutate: beginReview } = begin;
  const waiting = item.status === 'pending';
  useEffect(() => {
    if (waiting) beginReview(item.id);
  }, [waiting, item.id, beginReview]);
  const timeline = begin.data?.timeline ?? item.timeline;

  function approve() {
    setTried('approve');
    if (isWithdrawal && !txHash.trim()) return;
    review.mutate(
      { id: item.id, decision: 'approve', txHash: txHash.trim() },
      { onSuccess: () => done(t(`admin.transactions.approved.${item.type}`)) },
    );
  }
  function reject() {
    setTried('reject');
    if (!reason.trim()) return;
    review.mutate(
      { id: item.id, decision: 'reject', reason: reason.trim() },
      { onSuccess: () => done(t(`admin.transactions.rejected.${item.type}`)) },
    );
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
      title={t('admin.transactions.dialogTitle', {
        kind: t(`admin.transactions.kinds.${item.type}`),
        id: String(item.id),
        amount: usd(item.amount),
      })}
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
        <dt>{t('admin.transactions.trader')}</dt>
        <dd>
          {item.trader_name} · {item.trader_email} · {t(`admin.accountTypes.${item.account_type}`)}
          {isWithdrawal && (
            <>
              {' '}
              · {t('admin.columns.kyc')} <StatusBadge status={item.kyc_status ?? 'none'} />
            </>
          )}
        </dd>
        <dt>{t('admin.transactions.amount')}</dt>
        <dd>{t('admin.transactions.amountOn', { amount: usd(item.amount), currency: item.currency, chain: networkLabel(item.chain) })}</dd>
        <dt>{isWithdrawal ? t('admin.transactions.payTo') : t('admin.transactions.paidTo')}</dt>
        <dd className="mono">{item.address}</dd>
        <dt>{t('admin.transactions.requested')}</dt>
        <dd>{formatDateTime(item.created_at)}</dd>
        <dt>{t('admin.transactions.status')}</dt>
        <dd>
          <StatusBadge status={item.status} />
          <ReviewedBy who={item.reviewed_by} when={item.reviewed_at} />
        </dd>
        {item.tx_hash && (
          <>
            <dt>{t('admin.transactions.hash')}</dt>
            <dd className="mono">{item.tx_hash}</dd>
          </>
        )}
        {item.review_note && (
          <>
            <dt>{t('admin.transactions.note')}</dt>
            <dd>{item.review_note}</dd>
          </>
        )}
      </dl>
      <section className="tx-timeline-section" aria-label={t('admin.transactions.timeline')}>
        <h3>{t('admin.transactions.timeline')}</h3>
        <TransactionTimeline id={item.id} steps={timeline} />
      </section>
      {isWithdrawal && <HotWalletPayout item={item} />}
      {!isWithdrawal && <FilePreview label={t('admin.transactions.receipt')} name="payment-receipt" file={item.receipt} />}
      {pending && (
        <div className="admin-form admin-form--spaced">
          {isWithdrawal && (
            <TextField
              label={t('admin.transactions.hashLabel')}
              value={txHash}
              maxLength={128}
              placeholder={t('admin.transactions.hashPlaceholder')}
              error={tried === 'approve' && !txHash.trim() ? t('admin.transactions.hashRequired') : undefined}
              onChange={(event) => setTxHash(event.target.value)}
            />
          )}
          <TextArea
            label={t('admin.transactions.reasonLabel')}
            value={reason}
            maxLength={500}
            error={tried === 'reject' && !reason.trim() ? t('admin.transactions.reasonRequired') : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {review.isError && <div className="banner banner--error">{errorText(review.error)}</div>}
        </div>
      )}
    </Dialog>
  );
}
