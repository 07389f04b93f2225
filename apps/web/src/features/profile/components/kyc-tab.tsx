import { useState } from 'react';
import { KYC_MESSAGES } from '@platform/shared/kyc';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { localMessage } from '../../../lib/server-message.ts';
import { useMyKyc } from '../api/get-my-kyc.ts';
import { useKycUpdates } from '../hooks/use-kyc-updates.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { KycForm } from './kyc-form.tsx';
import { KycStatusBox } from './kyc-status-box.tsx';

/** The KYC tab: loaded when opened; the form is offered unless a submission is pending or approved. */
export function KycTab() {
  const { t } = useTranslation();
  const kyc = useMyKyc();
  useKycUpdates();
  const [submitted, setSubmitted] = useState<string | null>(null);
  if (kyc.isPending) return <Spinner label={t('profile.kyc.loading')} />;
  if (kyc.isError) return <FormMessage kind="error" text={t('profile.kyc.loadFailed')} />;
  const status = kyc.data.exists ? kyc.data.status : null;
  return (
    <div className="profile-stack">
      <FormMessage kind="success" text={submitted} />
      <KycStatusBox kyc={kyc.data} />
      {status === 'pending' && !submitted && <p className="profile-muted">{localMessage(KYC_MESSAGES.pendingExists)}</p>}
      {status !== 'pending' && status !== 'approved' && <KycForm onSubmitted={setSubmitted} />}
    </div>
  );
}
