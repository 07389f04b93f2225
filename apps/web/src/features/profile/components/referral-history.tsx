import { formatMoney } from '@platform/shared/money';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useReferralHistory } from '../api/get-referral-history.ts';

/** Date, User, Reward of every trader who signed up with the code; a failure here alone is tolerated (spec §8). */
export function ReferralHistory() {
  const { t } = useTranslation();
  const history = useReferralHistory();
  const rows = history.data ?? [];
  return (
    <section aria-label={t('profile.referral.history')}>
      <h3 className="profile-subtitle">{t('profile.referral.historyTitle')}</h3>
      <table className="profile-table">
        <thead>
          <tr>
            <th scope="col">{t('profile.referral.date')}</th>
            <th scope="col">{t('profile.referral.user')}</th>
            <th scope="col">{t('profile.referral.rewardColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.created_at)}</td>
              <td className="profile-table-user">{row.referred_name || row.referred_email}</td>
              <td>${formatMoney(row.reward_amount)}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className="profile-table-empty">
                {history.isPending ? t('profile.referral.loadingRows') : t('profile.referral.none')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
