import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedMail } from './mail-layout.ts';

export interface MailTransport {
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, mail) {
      await transporter.sendMail({ from, to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}
