import { formatMoney } from '@platform/shared/money';
import { useReferralHistory } from '../api/get-referral-history.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** Date, User, Reward of every trader who signed up with the code; a failure here alone is tolerated (spec §8). */
export function ReferralHistory() {
  const history = useReferralHistory();
  const rows = history.data ?? [];
  return (
    <section aria-label="Referral history">
      <h3 className="profile-subtitle">History</h3>
      <table className="profile-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">User</th>
            <th scope="col">Reward</th>
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
                {history.isPending ? 'Loading…' : 'No referrals yet.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
