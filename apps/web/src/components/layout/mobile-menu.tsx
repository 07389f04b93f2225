import { lazy, Suspense, useRef, useState } from 'react';
import type { Me } from '@platform/shared/user';
import { MenuIcon } from '../ui/icons.tsx';
import { useMountedOnceOpen } from '../ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

// Radix Dialog and the panel load when the menu first opens, not with every signed-in screen (issue 16).
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.tsx'));

/** The hamburger menu under 768 px: who is signed in, the account type, every destination. */
export function MobileMenu({ me, onRequestLive }: { me: Me | undefined; onRequestLive: () => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const mounted = useMountedOnceOpen(open);
  const { t } = useTranslation();
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="top-bar__hamburger"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuPanel me={me} onRequestLive={onRequestLive} open={open} setOpen={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
