import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppFrame } from '../../components/layout/app-layout.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';

/**
 * The layout route of every signed-in screen (issue 33): the frame and its top bar stay mounted while
 * the trader moves between screens; only the content under <main> changes (a screen still loading
 * shows the spinner there, under a working top bar).
 */
export default function SignedInLayout() {
  return (
    <SignedInFrame>
      <AppFrame>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppFrame>
    </SignedInFrame>
  );
}
