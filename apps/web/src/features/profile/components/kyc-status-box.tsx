import type { MyKyc } from '@platform/shared/kyc';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** The KYC status: 'No submission yet', or pending / approved / rejected (amber, green, red) with the review notes. */
export function KycStatusBox({ kyc }: { kyc: MyKyc }) {
  const { t } = useTranslation();
  if (!kyc.exists || !kyc.status) {
    return (
      <section className="kyc-status" data-status="none" aria-label={t('profile.kyc.status')}>
        <strong>{t('profile.kyc.none')}</strong>
        <p>{t('profile.kyc.noneHint')}</p>
      </section>
    );
  }
  return (
    <section className="kyc-status" data-status={kyc.status} aria-label={t('profile.kyc.status')}>
      <div className="kyc-status-line">
        <span className="kyc-status-badge" data-status={kyc.status}>
          {t(`profile.kyc.badges.${kyc.status}`)}
        </span>
        <strong>{t(`profile.kyc.statuses.${kyc.status}`)}</strong>
      </div>
      <dl className="kyc-status-details">
        {kyc.aadhaar_last4 && (
          <div>
            <dt>{t('profile.kyc.identityNumber')}</dt>
            <dd>•••• •••• {kyc.aadhaar_last4}</dd>
          </div>
        )}
        <div>
          <dt>{t('profile.kyc.submitted')}</dt>
          <dd>{formatDateTime(kyc.submitted_at)}</dd>
        </div>
        {kyc.review_notes && (
          <div>
            <dt>{t('profile.kyc.notes')}</dt>
            <dd>{kyc.review_notes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
