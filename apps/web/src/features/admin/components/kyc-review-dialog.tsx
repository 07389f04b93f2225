// One KYC submission: the trader, the document and selfie, and approve / reject with notes the trader sees.
import { useState } from 'react';
import type { AdminKycItem } from '@platform/shared/admin';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useReviewKyc } from '../api/review-kyc.ts';
import { FilePreview } from './file-preview.tsx';
import { ReviewFooter } from './review-footer.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TextArea } from './text-area.tsx';
import { errorText } from './error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ReviewedBy } from './reviewed-by.tsx';

export function KycReviewDialog({ item, onClose }: { item: AdminKycItem; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewKyc();
  const toast = useToast();
  const [notes, setNotes] = useState('');
  const [missingNotes, setMissingNotes] = useState(false);
  const pending = item.status === 'pending';

  function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && !notes.trim()) return setMissingNotes(true);
    review.mutate(
      { id: item.id, decision, notes: notes.trim() },
      {
        onSuccess: () => {
          toast.show({
            title: decision === 'approve' ? t('admin.kyc.approved') : t('admin.kyc.rejected'),
            description: item.trader_email,
            variant: 'success',
          });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={t('admin.kyc.dialogTitle', { id: String(item.id), name: item.trader_name })}
      footer={
        <ReviewFooter
          pending={pending}
          sending={review.isPending ? (review.variables?.decision ?? null) : null}
          onApprove={() => decide('approve')}
          onReject={() => decide('reject')}
          onClose={onClose}
        />
      }
    >
      <dl className="admin-facts">
        <dt>{t('admin.kyc.trader')}</dt>
        <dd>
          {item.trader_name} · {item.trader_email} · {t(`admin.accountTypes.${item.account_type}`)}
        </dd>
        <dt>{t('admin.kyc.aadhaar')}</dt>
        <dd className="mono">•••• •••• {item.aadhaar_last4}</dd>
        <dt>{t('admin.kyc.submitted')}</dt>
        <dd>{formatDateTime(item.submitted_at)}</dd>
        <dt>{t('admin.kyc.status')}</dt>
        <dd>
          <StatusBadge status={item.status} />
          <ReviewedBy who={item.reviewed_by} when={item.reviewed_at} />
        </dd>
        {item.review_notes && (
          <>
            <dt>{t('admin.kyc.notes')}</dt>
            <dd>{item.review_notes}</dd>
          </>
        )}
      </dl>
      <div className="admin-dialog-grid">
        <FilePreview label={t('admin.kyc.document')} name="identity-document" file={item.document} />
        <FilePreview label={t('admin.kyc.selfie')} name="selfie" file={item.selfie} />
      </div>
      {pending && (
        <div className="admin-form admin-form--spaced">
          <TextArea
            label={t('admin.kyc.notesLabel')}
            value={notes}
            maxLength={1000}
            error={missingNotes && !notes.trim() ? t('messages.staff.tellWhy') : undefined}
            onChange={(event) => setNotes(event.target.value)}
          />
          {review.isError && <div className="banner banner--error">{errorText(review.error)}</div>}
        </div>
      )}
    </Dialog>
  );
}
