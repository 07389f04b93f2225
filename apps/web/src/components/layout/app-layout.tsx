// Every logged-in screen: <AppLayout>…page…</AppLayout> (TopBar + content).
// `fill` makes the content a full-height flex column that does not scroll the page (trading terminal);
// without it the page scrolls normally. Put page content in <div className="page"> for the standard width.
import type { ReactNode } from 'react';
import { TopBar } from './top-bar.tsx';
import './app-layout.css';

interface AppLayoutProps {
  fill?: boolean;
  children: ReactNode;
}

export function AppLayout({ fill, children }: AppLayoutProps) {
  return (
    <div className={['app-layout', fill && 'app-layout--fill'].filter(Boolean).join(' ')}>
      <TopBar />
      <main id="main" className="app-layout__content">
        {children}
      </main>
    </div>
  );
}
