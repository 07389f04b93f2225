import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/security.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** Every signed-in browser of the account, this one marked; any other can be signed out. */
export function SessionsList() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const failure = signOut.error ?? signOutOthers.error;

  return (
    <section className="security-card" aria-labelledby="sessions-title">
      <header className="security-card__header">
        <h2 id="sessions-title">Where you're signed in</h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={others === 0}
          loading={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          Sign out all other sessions
        </Button>
      </header>
      {sessions.isPending && <Spinner label="Loading sessions" />}
      {sessions.isError && <FormMessage kind="error" text="Unable to load your sessions." />}
      <FormMessage kind="error" text={failure ? serverMessageOr(failure, 'Could not sign that session out.') : null} />
      <FormMessage kind="success" text={signOutOthers.data?.message ?? signOut.data?.message} />
      <ul className="security-sessions" aria-label="Active sessions">
        {sessions.data?.map((session) => (
          <li key={session.id} className="security-session" data-session-id={session.id}>
            <div className="security-session__what">
              <strong>
                {session.browser} · {session.device}
              </strong>
              {session.current && <span className="security-badge security-badge--on">This device</span>}
              <span className="security-session__meta">
                {session.ip ?? 'Unknown address'} · signed in {formatDateTime(session.created_at)} · last seen{' '}
                {formatDateTime(session.last_seen_at)}
              </span>
            </div>
            {!session.current && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Sign out ${session.browser} on ${session.device}`}
                loading={signOut.isPending && signOut.variables === session.id}
                onClick={() => signOut.mutate(session.id)}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
