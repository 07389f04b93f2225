import { useState } from 'react';
import { formatMoney } from '@platform/shared/money';
import { REFERRAL_MESSAGES, referralLink } from '@platform/shared/referral';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { localMessage } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMyReferral } from '../api/get-my-referral.ts';
import { ReferralHistory } from './referral-history.tsx';

/** The Referral tab: the shareable link with Copy, the totals and the history; loaded when opened. */
export function ReferralTab() {
  const { t } = useTranslation();
  const referral = useMyReferral();
  const [copyFailed, setCopyFailed] = useState(false);
  if (referral.isPending) return <Spinner label={t('profile.referral.loading')} />;
  if (referral.isError) return <FormMessage kind="error" text={REFERRAL_MESSAGES.loadFailed} />;
  const link = referralLink(window.location.origin, referral.data.code);
  return (
    <div className="profile-stack">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="referral-link">
          {t('profile.referral.link')}
        </label>
        <div className="profile-copy-row">
          <input id="referral-link" className="ui-input" readOnly value={link} onFocus={(event) => event.target.select()} />
          <CopyButton
            text={link}
            ariaLabel={t('profile.referral.copy')}
            copiedLabel={localMessage(REFERRAL_MESSAGES.copied)}
            onCopied={() => setCopyFailed(false)}
            onFailed={() => setCopyFailed(true)}
          />
        </div>
        {copyFailed && (
          <div className="ui-field__error" role="alert">
            {localMessage(REFERRAL_MESSAGES.copyFailed)}
          </div>
        )}
      </div>
      <dl className="referral-totals">
        <div>
          <dt>{t('profile.referral.referred')}</dt>
          <dd>{referral.data.referred_count}</dd>
        </div>
        <div>
          <dt>{t('profile.referral.reward')}</dt>
          <dd>${formatMoney(referral.data.total_reward)}</dd>
        </div>
      </dl>
      <ReferralHistory />
    </div>
  );
}
