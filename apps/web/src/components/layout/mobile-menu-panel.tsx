// The hamburger menu's panel (Radix Dialog), loaded when the menu first opens (mobile-menu.tsx).
import type { RefObject } from 'react';
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
  ReportsIcon,
  SupportIcon,
  SwitchIcon,
  UserIcon,
} from '../ui/icons.tsx';
import { initialsOf } from './avatar-menu.tsx';
import { ThemeSegments } from './theme-segments.tsx';
import { useLogout } from './use-logout.ts';
import { LanguageSegments } from './language-segments.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

const links = [
  { to: '/dashboard', label: 'nav.dashboard', icon: DashboardIcon },
  { to: '/deposit', label: 'nav.deposit', icon: ArrowDownIcon },
  { to: '/withdrawal', label: 'nav.withdrawal', icon: ArrowUpIcon },
  { to: '/profile', label: 'nav.profile', icon: UserIcon },
  { to: '/reports', label: 'nav.reports', icon: ReportsIcon },
  { to: '/support', label: 'nav.support', icon: SupportIcon },
] as const;

export interface MobileMenuPanelProps {
  me: Me | undefined;
  onRequestLive: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The hamburger button: focus goes back to it when the menu closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuPanel({ me, onRequestLive, open, setOpen, opener }: MobileMenuPanelProps) {
  const logout = useLogout();
  const isLive = isLiveAccount(me);
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog-overlay" />
        <DialogPrimitive.Content
          className="mobile-menu"
          id="mobile-menu"
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="mobile-menu__head">
            <DialogPrimitive.Title className="visually-hidden">{t('nav.menu')}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="visually-hidden">{t('nav.menuDescription')}</DialogPrimitive.Description>
            <span className="top-bar__avatar" aria-hidden="true">
              {initialsOf(me)}
            </span>
            <div className="mobile-menu__who">
              <strong>{me?.name || me?.username || ' '}</strong>
              <span>{me?.email}</span>
            </div>
            <DialogPrimitive.Close className="ui-dialog__close" aria-label={t('nav.closeMenu')}>
              <CloseIcon />
            </DialogPrimitive.Close>
          </div>
          {me && (
            <p className={`mobile-menu__account mobile-menu__account--${isLive ? 'live' : 'demo'}`}>
              {t('account.typeShort')} <strong>{isLive ? t('account.liveAccount') : t('account.demoAccount')}</strong>
            </p>
          )}
          <nav aria-label={t('nav.mobile')}>
            {links.map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} className="mobile-menu__link" onClick={() => setOpen(false)}>
                <Icon />
                {t(label)}
              </NavLink>
            ))}
          </nav>
          <ThemeSegments />
          <LanguageSegments />
          <div className="mobile-menu__footer">
            {me && !isLive && (
              <button
                type="button"
                className="mobile-menu__link mobile-menu__link--accent"
                onClick={() => (setOpen(false), onRequestLive())}
              >
                <SwitchIcon />
                {t('nav.switchToLive')}
              </button>
            )}
            <button type="button" className="mobile-menu__link mobile-menu__link--danger" onClick={() => void logout()}>
              <LogoutIcon />
              {t('nav.logout')}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
