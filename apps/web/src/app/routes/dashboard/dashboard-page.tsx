import { lazy } from 'react';
import { withCatalogue } from '../../../lib/i18n/load-catalogue.ts';
import { useSymbolUrlSync } from '../../../features/market/hooks/use-symbol-url-sync.ts';
import { mobileSymbolOf } from '../mobile-trading/mobile-pairs.ts';
import { useMobileLayout } from '../mobile-trading/use-mobile-layout.ts';

// Each screen is its own chunk: a desktop never downloads the phone screen, a phone never the
// desktop terminal (the router's Suspense shows the spinner while one loads).
const DesktopDashboard = lazy(() => import('./desktop-dashboard.tsx'));
// The phone screen brings its own texts (the desktop dashboard never shows them).
const MobileTradingScreen = lazy(
  withCatalogue(['mobile'], () =>
    import('../mobile-trading/mobile-trading-screen.tsx').then((module) => ({ default: module.MobileTradingScreen })),
  ),
);

/** `/dashboard`: the desktop terminal, or on phones and small touch screens the mobile trading screen (spec §2). */
export default function DashboardPage() {
  const mobile = useMobileLayout();
  // A phone opens on the link's symbol, else on its default pair.
  useSymbolUrlSync(mobile ? mobileSymbolOf : undefined);
  return mobile ? <MobileTradingScreen /> : <DesktopDashboard />;
}
