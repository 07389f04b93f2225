import type { ReactNode } from 'react';
import { AccountMenu } from '../../features/accounts/components/account-menu.tsx';
import { TopBarSlotsProvider, type TopBarSlots } from '../../components/layout/top-bar-slots.tsx';
import { NotificationBell } from '../../features/alerts/components/notification-bell.tsx';
import { useTradingEvents } from '../../features/trading/hooks/use-trading-events.ts';

const slots: TopBarSlots = { bell: <NotificationBell />, accounts: <AccountMenu /> };

/**
 * Around every signed-in screen: the features the shared top bar shows, composed here, and the one
 * subscription that keeps the cached account and order lists fresh from the socket.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  useTradingEvents();
  return <TopBarSlotsProvider slots={slots}>{children}</TopBarSlotsProvider>;
}
