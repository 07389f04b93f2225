import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSignInHistory } from '../api/security.ts';
import { deviceText } from '../lib/device-text.ts';

const OUTCOMES = ['success', 'signup', 'wrong_password', 'wrong_code', 'two_factor_pending', 'disabled'] as const;
const isKnown = (outcome: string): outcome is (typeof OUTCOMES)[number] => (OUTCOMES as readonly string[]).includes(outcome);

/** The last 50 sign-ins, failed ones included, newest first. */
export function SignInHistory() {
  const { t } = useTranslation();
  const history = useSignInHistory();
  return (
    <section className="security-card" aria-labelledby="history-title">
      <header className="security-card__header">
        <h2 id="history-title">{t('profile.security.history')}</h2>
      </header>
      {history.isPending && <Spinner label={t('profile.security.loadingHistory')} />}
      {history.isError && <FormMessage kind="error" text={t('profile.security.historyFailed')} />}
      {history.data && (
        <div className="security-table-wrap">
          <table className="security-table" aria-label={t('profile.security.history')}>
            <thead>
              <tr>
                <th scope="col">{t('profile.security.date')}</th>
                <th scope="col">{t('profile.security.result')}</th>
                <th scope="col">{t('profile.security.browser')}</th>
                <th scope="col">{t('profile.security.address')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((attempt) => (
                <tr key={attempt.id} data-ok={attempt.ok}>
                  <td>{formatDateTime(attempt.created_at)}</td>
                  <td className={attempt.ok ? 'security-ok' : 'security-failed'}>
                    {isKnown(attempt.outcome) ? t(`profile.security.outcomes.${attempt.outcome}`) : attempt.outcome}
                  </td>
                  <td>{Object.values(deviceText(attempt.device_parts, t)).join(' · ')}</td>
                  <td>{attempt.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
