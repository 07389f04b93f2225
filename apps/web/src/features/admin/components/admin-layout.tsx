// The back office frame: a left nav by role, the signed-in staff member, and the screen.
import { NavLink, Outlet } from 'react-router';
import type { Me } from '@platform/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { useStaffSignOut } from '../api/sign-out.ts';
import { navItemsFor } from './admin-nav-items.ts';
import './admin-layout.css';

export function AdminLayout({ me }: { me: Me }) {
  const signOut = useStaffSignOut();
  return (
    <div className="admin-shell">
      <aside className="admin-shell__nav">
        <div className="admin-shell__brand">
          <span className="admin-shell__logo" aria-hidden="true" />
          <span>
            Back office
            <span className="admin-shell__env">Broker console</span>
          </span>
        </div>
        <nav aria-label="Back office">
          <ul>
            {navItemsFor(me.role).map((item) => (
              <li key={item.path}>
                <NavLink to={`/admin/${item.path}`} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-shell__me">
          <span className="admin-shell__email" title={me.email}>
            {me.email}
          </span>
          <span className="admin-shell__role">{me.role}</span>
          <Button size="sm" variant="ghost" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </div>
      </aside>
      <main className="admin-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
