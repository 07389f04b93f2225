import type { Language } from '@platform/shared/user';
import type { MailTransport } from './smtp-transport.ts';

/** Who a mail goes to: the account's address, the name it greets and the language it is written in. */
export interface Recipient {
  email: string;
  /** The name it greets (first name, else the full name): shown only to a verified address. */
  name: string;
  language: Language;
  emailVerified: boolean;
}

/** The instance's mail: SMTP when configured (null: mail stays in the outbox table), and how to find a user's address. */
export interface Mailer {
  transport: MailTransport | null;
  recipient(userId: number): Promise<Recipient | undefined>;
}
