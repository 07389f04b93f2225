// The signed-in frame's content area. The frame (top bar + <main>) is one persistent layout route
// (app/signed-in/signed-in-layout.tsx): navigating between signed-in screens keeps the top bar mounted,
// so a menu pressed right after it navigated opens (issue 33). A screen wraps its content in
// <AppLayout>; `fill` makes the content a full-height flex column that does not scroll the page
// (trading terminal); without it the page scrolls normally. Put page content in <div className="page">.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { TopBar } from './top-bar.tsx';
import './app-layout.css';

const FillContext = createContext<((fill: boolean) => void) | null>(null);

interface AppLayoutProps {
  fill?: boolean;
  children: ReactNode;
}

/** A signed-in screen's content; it tells the persistent frame whether to fill the viewport. */
export function AppLayout({ fill = false, children }: AppLayoutProps) {
  const setFill = useContext(FillContext);
  useLayoutEffect(() => {
    setFill?.(fill);
    return () => setFill?.(false);
  }, [setFill, fill]);
  return children;
}

/** The frame every signed-in screen shares: the top bar and <main>, mounted once for all of them. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [fill, setFill] = useState(false);
  return (
    <FillContext.Provider value={setFill}>
      <div className={['app-layout', fill && 'app-layout--fill'].filter(Boolean).join(' ')}>
        <TopBar />
        <main id="main" className="app-layout__content">
          {children}
        </main>
      </div>
    </FillContext.Provider>
  );
}
