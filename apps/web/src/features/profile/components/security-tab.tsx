import { SessionsList } from './sessions-list.tsx';
import { SignInHistory } from './sign-in-history.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import './security.css';

/** Profile › Security: two-factor sign-in, active sessions, sign-in history. */
export function SecurityTab() {
  return (
    <div className="security-tab">
      <TwoFactorCard />
      <SessionsList />
      <SignInHistory />
    </div>
  );
}
