import type { ReactNode } from 'react';
import { TopBarSlotsProvider, type TopBarSlots } from '../../components/layout/top-bar-slots.tsx';
import { NotificationBell } from '../../features/alerts/components/notification-bell.tsx';

const slots: TopBarSlots = { bell: <NotificationBell /> };

/** Around every signed-in screen: the features the shared top bar shows, composed here. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return <TopBarSlotsProvider slots={slots}>{children}</TopBarSlotsProvider>;
}
