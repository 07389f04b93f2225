import { useState } from 'react';
import { NavLink } from 'react-router';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { Me } from '@platform/shared/user';
import { isLiveAccount } from '../../lib/use-me.ts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CloseIcon,
  DashboardIcon,
  LogoutIcon,
  MenuIcon,
  SupportIcon,
  SwitchIcon,
  UserIcon,
} from '../ui/icons.tsx';
import { initialsOf } from './avatar-menu.tsx';
import { ThemeSegments } from './theme-segments.tsx';
import { useLogout } from './use-logout.ts';

const links = [
  { to: '/dashboard', label: 'Dashboard', icon: DashboardIcon },
  { to: '/deposit', label: 'Deposit', icon: ArrowDownIcon },
  { to: '/withdrawal', label: 'Withdrawal', icon: ArrowUpIcon },
  { to: '/profile', label: 'Profile', icon: UserIcon },
  { to: '/support', label: 'Support', icon: SupportIcon },
];

/** The hamburger menu under 768 px: who is signed in, the account type, every destination. */
export function MobileMenu({ me, onRequestLive }: { me: Me | undefined; onRequestLive: () => void }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const isLive = isLiveAccount(me);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="top-bar__hamburger" aria-label="Open menu">
        <MenuIcon />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog-overlay" />
        <DialogPrimitive.Content className="mobile-menu">
          <div className="mobile-menu__head">
            <DialogPrimitive.Title className="visually-hidden">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Description className="visually-hidden">Navigation and account</DialogPrimitive.Description>
            <span className="top-bar__avatar" aria-hidden="true">
              {initialsOf(me)}
            </span>
            <div className="mobile-menu__who">
              <strong>{me?.name || me?.username || ' '}</strong>
              <span>{me?.email}</span>
            </div>
            <DialogPrimitive.Close className="ui-dialog__close" aria-label="Close menu">
              <CloseIcon />
            </DialogPrimitive.Close>
          </div>
          {me && (
            <p className={`mobile-menu__account mobile-menu__account--${isLive ? 'live' : 'demo'}`}>
              Account type: <strong>{isLive ? 'Live Account' : 'Demo Account'}</strong>
            </p>
          )}
          <nav aria-label="Mobile">
            {links.map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} className="mobile-menu__link" onClick={() => setOpen(false)}>
                <Icon />
                {label}
              </NavLink>
            ))}
          </nav>
          <ThemeSegments />
          <div className="mobile-menu__footer">
            {me && !isLive && (
              <button
                type="button"
                className="mobile-menu__link mobile-menu__link--accent"
                onClick={() => (setOpen(false), onRequestLive())}
              >
                <SwitchIcon />
                Switch to Live Account
              </button>
            )}
            <button type="button" className="mobile-menu__link mobile-menu__link--danger" onClick={() => void logout()}>
              <LogoutIcon />
              Logout
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
