import type { Notification } from '@platform/shared/alerts';
import type { NotificationRow } from './alerts.tables.ts';

export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    symbol: row.symbol,
    created_at: new Date(Number(row.created_at)).toISOString(),
    read: row.read_at !== null,
  };
}
