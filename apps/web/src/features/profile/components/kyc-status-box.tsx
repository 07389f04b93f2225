import type { MyKyc } from '@platform/shared/kyc';
import { formatDateTime } from '../../../lib/format.ts';

const statusLabels = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const;

/** The KYC status: 'No submission yet', or pending / approved / rejected (amber, green, red) with the review notes. */
export function KycStatusBox({ kyc }: { kyc: MyKyc }) {
  if (!kyc.exists || !kyc.status) {
    return (
      <section className="kyc-status" data-status="none" aria-label="KYC status">
        <strong>No submission yet</strong>
        <p>Verify your identity to unlock live trading and withdrawals.</p>
      </section>
    );
  }
  return (
    <section className="kyc-status" data-status={kyc.status} aria-label="KYC status">
      <div className="kyc-status-line">
        <span className="kyc-status-badge" data-status={kyc.status}>
          {kyc.status}
        </span>
        <strong>{statusLabels[kyc.status]}</strong>
      </div>
      <dl className="kyc-status-details">
        {kyc.aadhaar_last4 && (
          <div>
            <dt>Identity number</dt>
            <dd>•••• •••• {kyc.aadhaar_last4}</dd>
          </div>
        )}
        <div>
          <dt>Submitted</dt>
          <dd>{formatDateTime(kyc.submitted_at)}</dd>
        </div>
        {kyc.review_notes && (
          <div>
            <dt>Review notes</dt>
            <dd>{kyc.review_notes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
