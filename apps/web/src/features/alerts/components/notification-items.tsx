import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { localMessage } from '../../../lib/server-message.ts';
import { accountNumberOf } from '@platform/shared/trading-accounts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

/** Whether this browser receives Web Push: unknown until the bell is first opened (the check loads its own chunk). */
type PushState = 'unknown' | 'on' | 'off' | 'unsupported';

const webPush = () => import('../lib/web-push.ts');

/** The open bell's list, 'mark all read' and the Web Push switch: loaded with the menu, not with the top bar. */
export function NotificationItems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  return (
    <>
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
                {item.account_id !== null && `${t('alerts.onAccount', { number: String(accountNumberOf(item.account_id)) })} · `}
                {formatDateTime(item.created_at)}
              </time>
            </span>
          </DropdownMenuItem>
        ))}
      </div>
      <DropdownMenuSeparator />
      {unread > 0 && <DropdownMenuItem onSelect={() => markRead.mutate(undefined)}>{t('alerts.markAllRead')}</DropdownMenuItem>}
      <PushSwitch />
    </>
  );
}

/** Turns browser notifications on or off; it checks this browser's subscription each time the bell opens (it renders only then). */
function PushSwitch() {
  const { t } = useTranslation();
  const [push, setPush] = useState<PushState>('unknown');
  useEffect(() => {
    void webPush()
      .then(async ({ isPushOn }) => setPush((await isPushOn()) ? 'on' : 'off'))
      .catch(() => setPush('unsupported'));
  }, []);
  if (push !== 'on' && push !== 'off') return null;
  const toggle = () => void webPush().then(async ({ togglePush }) => setPush((await togglePush(push === 'on')) ? 'on' : 'off'));
  return <DropdownMenuItem onSelect={toggle}>{push === 'on' ? t('alerts.disableBrowser') : t('alerts.enableBrowser')}</DropdownMenuItem>;
}
