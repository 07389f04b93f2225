// The back office frame: a left nav by role (a top bar on narrow screens) with the language and theme
// menus, the signed-in staff member, and the screen.
import { NavLink, Outlet } from 'react-router';
import type { Me } from '@platform/shared/user';
import { isStaffRole } from '@platform/shared/admin';
import { Button } from '../../../components/ui/button.tsx';
import { LanguageMenu } from '../../../components/layout/language-menu.tsx';
import { ThemeMenu } from '../../../components/layout/theme-menu.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useStaffSignOut } from '../api/sign-out.ts';
import { navItemsFor } from './admin-nav-items.ts';
import './admin-layout.css';

export function AdminLayout({ me }: { me: Me }) {
  const { t } = useTranslation();
  const signOut = useStaffSignOut();
  return (
    <div className="admin-shell">
      <aside className="admin-shell__nav">
        <div className="admin-shell__top">
          <div className="admin-shell__brand">
            <span className="admin-shell__logo" aria-hidden="true" />
            <span>
              {t('admin.brand')}
              <span className="admin-shell__env">{t('admin.console')}</span>
            </span>
          </div>
          <div className="admin-shell__tools">
            <LanguageMenu />
            <ThemeMenu />
          </div>
        </div>
        <nav aria-label={t('admin.nav.label')}>
          <ul>
            {navItemsFor(me.role).map((item) => (
              <li key={item.path}>
                <NavLink to={`/admin/${item.path}`} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                  {t(`admin.nav.${item.path}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-shell__me">
          <span className="admin-shell__email" title={me.email}>
            {me.email}
          </span>
          <span className="admin-shell__role">{isStaffRole(me.role) ? t(`admin.roles.${me.role}`) : me.role}</span>
          <Button size="sm" variant="ghost" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('admin.signOut')}
          </Button>
        </div>
      </aside>
      <main className="admin-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
