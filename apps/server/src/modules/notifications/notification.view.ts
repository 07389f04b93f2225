import type { Notification } from '@platform/shared/alerts';
import type { Notification as StoredNotification } from './notification.repository.ts';

export function notificationView(row: StoredNotification): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    symbol: row.symbol,
    account_id: row.accountId,
    link: row.link,
    created_at: new Date(Number(row.createdAt)).toISOString(),
    read: row.readAt !== null,
  };
}
