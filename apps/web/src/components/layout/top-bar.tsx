import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { isLiveAccount, useMe } from '../../lib/use-me.ts';
import { AccountModeSwitch } from './account-mode-switch.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { BankingMenu } from './banking-menu.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SupportLink } from './support-link.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { useServerLanguage } from './use-server-language.ts';
import { useTopBarSlots } from './top-bar-slots.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useMountedOnceOpen } from '../ui/dialog.tsx';
import './top-bar.css';

// The switch-to-live confirm loads when first asked for, not with every signed-in screen.
const SwitchToLiveDialog = lazy(() => import('./switch-to-live-dialog.tsx').then((module) => ({ default: module.SwitchToLiveDialog })));

/** The top bar of every logged-in screen (spec §2); under 768 px the menus fold into the hamburger. */
export function TopBar() {
  const { data: me } = useMe();
  const { t } = useTranslation();
  const { bell, accounts } = useTopBarSlots();
  useServerLanguage(me);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmMounted = useMountedOnceOpen(confirmOpen);
  const isLive = isLiveAccount(me);
  const askToSwitch = () => setConfirmOpen(true);
  return (
    <header className="top-bar">
      <Link to="/dashboard" className="top-bar__logo" title={t('nav.dashboard')}>
        <BrandLogo />
      </Link>
      <nav className="top-bar__nav top-bar__desktop" aria-label={t('nav.main')}>
        <BankingMenu />
      </nav>
      <div className="top-bar__spacer" />
      {me && accounts}
      {me && <AccountModeSwitch isLive={isLive} onRequestLive={askToSwitch} />}
      {me && bell}
      <div className="top-bar__actions top-bar__desktop">
        <LanguageMenu />
        <ThemeMenu />
        <FullscreenToggle />
        <SupportLink />
        <AvatarMenu me={me} onRequestLive={askToSwitch} />
      </div>
      <MobileMenu me={me} onRequestLive={askToSwitch} />
      {confirmMounted && (
        <Suspense fallback={null}>
          <SwitchToLiveDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
        </Suspense>
      )}
    </header>
  );
}
