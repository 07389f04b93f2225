import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { localMessage } from '../../../lib/server-message.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useAlertEvents } from '../hooks/use-alert-events.ts';
import './notification-bell.css';

/** Whether this browser receives Web Push: unknown until the bell is first opened (the check loads its own chunk). */
type PushState = 'unknown' | 'on' | 'off' | 'unsupported';

const webPush = () => import('../lib/web-push.ts');

/**
 * The top bar's bell: the account's news (fills, closes, margin calls, money, KYC, support, sign-ins)
 * and fired price alerts, unread first marked; a click marks one read and opens where it points.
 * Browser notifications (Web Push) are turned on and off here.
 */
export function NotificationBell() {
  useAlertEvents();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [push, setPush] = useState<PushState>('unknown');
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('alerts.bellUnread', { count: unread }) : t('alerts.bell');

  const checkPush = (open: boolean) => {
    if (!open || push !== 'unknown') return;
    void webPush()
      .then(async ({ isPushOn }) => setPush((await isPushOn()) ? 'on' : 'off'))
      .catch(() => setPush('unsupported'));
  };
  const togglePush = () => {
    void webPush()
      .then(({ turnOnPush, turnOffPush }) => (push === 'on' ? turnOffPush() : turnOnPush()))
      .then((outcome) => {
        if (outcome === 'on') toast.success(t('alerts.browserOn'));
        if (outcome === 'denied') toast.warning(t('alerts.browserDenied'));
        if (outcome === 'unsupported') toast.warning(t('alerts.browserUnsupported'));
        setPush(outcome === 'on' ? 'on' : outcome === 'unsupported' ? 'unsupported' : 'off');
      })
      .catch(() => toast.error(t('alerts.browserFailed')));
  };

  return (
    <DropdownMenu
      align="end"
      onOpenChange={checkPush}
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
      <div className="notification-bell__list" role="group" aria-label={t('alerts.notifications')}>
        {data?.notifications.map((item) => (
          <DropdownMenuItem
            key={item.id}
            onSelect={() => {
              if (!item.read) markRead.mutate([item.id]);
              if (item.link) void navigate(item.link);
            }}
          >
            <span className={item.read ? 'notification-bell__item' : 'notification-bell__item notification-bell__item--unread'}>
              <span className="notification-bell__title">{localMessage(item.title)}</span>
              <span className="notification-bell__body">{localMessage(item.body)}</span>
              <time className="notification-bell__time" dateTime={item.created_at}>
                {formatDateTime(item.created_at)}
              </time>
            </span>
          </DropdownMenuItem>
        ))}
      </div>
      <DropdownMenuSeparator />
      {unread > 0 && <DropdownMenuItem onSelect={() => markRead.mutate(undefined)}>{t('alerts.markAllRead')}</DropdownMenuItem>}
      {(push === 'on' || push === 'off') && (
        <DropdownMenuItem onSelect={togglePush}>{push === 'on' ? t('alerts.disableBrowser') : t('alerts.enableBrowser')}</DropdownMenuItem>
      )}
    </DropdownMenu>
  );
}
