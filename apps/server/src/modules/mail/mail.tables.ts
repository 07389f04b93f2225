import type { Selectable } from 'kysely';
import type { Id } from '../../db/column-types.ts';

/** Every mail the platform sent or, without SMTP_URL, kept for the back office to show. */
export interface MailOutboxTable {
  id: Id;
  user_id: number | null;
  to_address: string;
  template: string;
  dedupe_key: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** 'outbox': kept here only (no SMTP_URL); 'sent': handed to SMTP; 'failed': SMTP refused it. */
  status: 'outbox' | 'sent' | 'failed';
  error: string | null;
  created_at: number;
}
export type MailRow = Selectable<MailOutboxTable>;
