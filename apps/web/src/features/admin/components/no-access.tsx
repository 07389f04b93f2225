// A trader (or anyone without a staff role) who opens /admin.
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useStaffSignOut } from '../api/sign-out.ts';
import './admin-gate.css';

export function NoAccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const signOut = useStaffSignOut();
  return (
    <main className="admin-gate">
      <div className="admin-gate__card card" role="alert">
        <p className="admin-gate__eyebrow">{t('admin.brand')}</p>
        <h1 className="admin-gate__title">{t('admin.noAccess.title')}</h1>
        <p className="muted">{t('admin.noAccess.body', { email })}</p>
        <div className="admin-gate__actions">
          <Link className="ui-button ui-button--secondary ui-button--md" to="/dashboard">
            {t('admin.noAccess.back')}
          </Link>
          <Button variant="primary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('admin.signOut')}
          </Button>
        </div>
      </div>
    </main>
  );
}
