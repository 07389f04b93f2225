import { lazy, Suspense } from 'react';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useAlertEvents } from '../hooks/use-alert-events.ts';
import './notification-bell.css';

// The list loads with the menu (pointing at the bell fetches it), not with every signed-in screen.
const loadItems = () => import('./notification-items.tsx');
const NotificationItems = lazy(() => loadItems().then((module) => ({ default: module.NotificationItems })));

/**
 * The top bar's bell: the account's news (fills, closes, margin calls, money, KYC, support, sign-ins)
 * and fired price alerts, unread first marked; a click marks one read and opens where it points.
 * Browser notifications (Web Push) are turned on and off here.
 */
export function NotificationBell() {
  useAlertEvents();
  const { t } = useTranslation();
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('alerts.bellUnread', { count: unread }) : t('alerts.bell');

  return (
    <DropdownMenu
      align="end"
      preload={loadItems}
      trigger={
        <IconButton label={label} className="notification-bell">
          <BellIcon />
          {unread > 0 && (
            <span className="notification-bell__badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </IconButton>
      }
    >
      <Suspense fallback={null}>
        <NotificationItems />
      </Suspense>
    </DropdownMenu>
  );
}
