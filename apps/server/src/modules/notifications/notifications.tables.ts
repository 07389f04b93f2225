import type { Selectable } from 'kysely';
import type { NotificationKind } from '@platform/shared/notifications';
import type { Id } from '../../db/column-types.ts';

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: NotificationKind;
  /** In the owner's language when it was written, as mails are. */
  title: string;
  body: string;
  symbol: string | null;
  ref_id: number | null;
  /** The account the news is about; null for the login's own (KYC, support, sign-ins). */
  account_id: number | null;
  /** JSON: `{ link }`, the app's path that shows more. */
  data: string | null;
  /** One notification per event, whichever instance hears it first. */
  dedupe_key: string | null;
  email_status: 'pending' | 'sent' | 'skipped';
  created_at: number;
  read_at: number | null;
}
export type NotificationRow = Selectable<NotificationsTable>;

/** The server's VAPID key pair, made on first use (one row, id 1). */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}
