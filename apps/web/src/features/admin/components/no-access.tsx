// A trader (or anyone without a staff role) who opens /admin.
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useStaffSignOut } from '../api/sign-out.ts';
import './admin-gate.css';

export function NoAccess({ email }: { email: string }) {
  const signOut = useStaffSignOut();
  return (
    <main className="admin-gate">
      <div className="admin-gate__card card" role="alert">
        <p className="admin-gate__eyebrow">Back office</p>
        <h1 className="admin-gate__title">No access</h1>
        <p className="muted">
          You are signed in as {email}, which has no access to the back office. Sign out and sign in with a staff account.
        </p>
        <div className="admin-gate__actions">
          <Link className="ui-button ui-button--secondary ui-button--md" to="/dashboard">
            Back to trading
          </Link>
          <Button variant="primary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
