import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/security.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deviceText } from '../lib/device-text.ts';

/** Every signed-in browser of the account, this one marked; any other can be signed out. */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const failure = signOut.error ?? signOutOthers.error;

  return (
    <section className="security-card" aria-labelledby="sessions-title">
      <header className="security-card__header">
        <h2 id="sessions-title">{t('profile.security.sessions')}</h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={others === 0}
          loading={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          {t('profile.security.signOutOthers')}
        </Button>
      </header>
      {sessions.isPending && <Spinner label={t('profile.security.loadingSessions')} />}
      {sessions.isError && <FormMessage kind="error" text={t('profile.security.sessionsFailed')} />}
      <FormMessage kind="error" text={failure ? serverMessageOr(failure, t('profile.security.signOutFailed')) : null} />
      <FormMessage kind="success" text={signOutOthers.data?.message ?? signOut.data?.message} />
      <ul className="security-sessions" aria-label={t('profile.security.activeSessions')}>
        {sessions.data?.map((session) => {
          const { browser, device } = deviceText(session.device_parts, t);
          return (
            <li key={session.id} className="security-session" data-session-id={session.id}>
              <div className="security-session__what">
                <strong>
                  {browser} · {device}
                </strong>
                {session.current && <span className="security-badge security-badge--on">{t('profile.security.thisDevice')}</span>}
                <span className="security-session__meta">
                  {t('profile.security.sessionMeta', {
                    ip: session.ip ?? t('profile.security.unknownAddress'),
                    signedIn: formatDateTime(session.created_at),
                    lastSeen: formatDateTime(session.last_seen_at),
                  })}
                </span>
              </div>
              {!session.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('profile.security.signOutSession', { browser, device })}
                  loading={signOut.isPending && signOut.variables === session.id}
                  onClick={() => signOut.mutate(session.id)}
                >
                  {t('profile.security.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
