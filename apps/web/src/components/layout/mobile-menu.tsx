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

/** The hamburger menu under 768 px: who is signed in, the account type, every destination. */
export function MobileMenu({ me, onRequestLive }: { me: Me | undefined; onRequestLive: () => void }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const isLive = isLiveAccount(me);
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="top-bar__hamburger" aria-label={t('nav.openMenu')}>
        <MenuIcon />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog-overlay" />
        <DialogPrimitive.Content className="mobile-menu">
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
