import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSignInHistory } from '../api/security.ts';
import { formatDateTime } from '../../../lib/format.ts';

const OUTCOMES: Record<string, string> = {
  success: 'Signed in',
  signup: 'Account created',
  wrong_password: 'Wrong password',
  wrong_code: 'Wrong code',
  two_factor_pending: 'Password ok, code asked',
  disabled: 'Refused (disabled)',
};

/** The last 50 sign-ins, failed ones included, newest first. */
export function SignInHistory() {
  const history = useSignInHistory();
  return (
    <section className="security-card" aria-labelledby="history-title">
      <header className="security-card__header">
        <h2 id="history-title">Sign-in history</h2>
      </header>
      {history.isPending && <Spinner label="Loading sign-in history" />}
      {history.isError && <FormMessage kind="error" text="Unable to load your sign-in history." />}
      {history.data && (
        <div className="security-table-wrap">
          <table className="security-table" aria-label="Sign-in history">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Result</th>
                <th scope="col">Browser</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((attempt) => (
                <tr key={attempt.id} data-ok={attempt.ok}>
                  <td>{formatDateTime(attempt.created_at)}</td>
                  <td className={attempt.ok ? 'security-ok' : 'security-failed'}>{OUTCOMES[attempt.outcome] ?? attempt.outcome}</td>
                  <td>
                    {attempt.browser} · {attempt.device}
                  </td>
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
