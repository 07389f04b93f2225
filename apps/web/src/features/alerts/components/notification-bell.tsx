import { useState } from 'react';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { localMessage } from '../../../lib/server-message.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useAlertEvents } from '../hooks/use-alert-events.ts';
import './notification-bell.css';

const canAskPermission = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/** The top bar's bell: unread count, the history of fired alerts, and the browser-notification opt-in. */
export function NotificationBell() {
  useAlertEvents();
  const { t } = useTranslation();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [askable, setAskable] = useState(canAskPermission);
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('alerts.bellUnread', { count: unread }) : t('alerts.bell');
  return (
    <DropdownMenu
      align="end"
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
      <DropdownMenuLabel>{t('alerts.notifications')}</DropdownMenuLabel>
      {(data?.notifications.length ?? 0) === 0 && <p className="notification-bell__empty">{t('alerts.noNotifications')}</p>}
      <ul className="notification-bell__list" aria-label={t('alerts.notifications')}>
        {data?.notifications.map((item) => (
          <li key={item.id} className={item.read ? 'notification-bell__item' : 'notification-bell__item notification-bell__item--unread'}>
            <span className="notification-bell__title">{localMessage(item.title)}</span>
            <span className="notification-bell__body">{localMessage(item.body)}</span>
            <time className="notification-bell__time" dateTime={item.created_at}>
              {formatDateTime(item.created_at)}
            </time>
          </li>
        ))}
      </ul>
      <DropdownMenuSeparator />
      {unread > 0 && <DropdownMenuItem onSelect={() => markRead.mutate()}>{t('alerts.markAllRead')}</DropdownMenuItem>}
      {askable && (
        <DropdownMenuItem onSelect={() => void Notification.requestPermission().then(() => setAskable(canAskPermission()))}>
          {t('alerts.enableBrowser')}
        </DropdownMenuItem>
      )}
    </DropdownMenu>
  );
}
