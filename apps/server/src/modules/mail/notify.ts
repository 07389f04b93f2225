import type { AppContext } from '../../app-context.ts';
import { layoutMail, type RenderedMail } from './mail-layout.ts';
import type { MailTemplateRef } from './mail-templates.ts';
import { countMailsSince, insertMail, setMailStatus } from './mail.repository.ts';

/** All mails to one address in an hour, whatever their kind: the platform's sender is nobody's cannon. */
export const MAILS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

const redactTokens = (mail: RenderedMail): RenderedMail => ({
  subject: mail.subject,
  text: mail.text.replace(/token=[^\s"&<]+/g, 'token=[removed]'),
  html: mail.html.replace(/token=[^\s"&<]+/g, 'token=[removed]'),
});

export interface MailOptions {
  /** One mail per key ever: several instances hear the same event, the first one sends. */
  dedupeKey?: string;
  /** Another address than the user's own (e.g. verifying a changed email). */
  to?: string;
}

/**
 * Sends a mail to a user: recorded in the outbox and, with SMTP_URL, handed to the SMTP server.
 * Never throws: a mail that cannot go out is kept with its error, and the caller's action stands.
 * Returns the outbox id (undefined when the user is unknown or the mail was sent before).
 */
export async function notify<Data>(
  ctx: AppContext,
  userId: number,
  template: MailTemplateRef<Data>,
  data: Data,
  options: MailOptions = {},
): Promise<number | undefined> {
  try {
    const user = await ctx.mail.recipient(userId);
    if (!user) return undefined;
    const toAddress = options.to ?? user.email;
    const now = ctx.clock.now();
    if ((await countMailsSince(ctx.db, { toAddress }, now - HOUR_MS)) >= MAILS_PER_ADDRESS_PER_HOUR) {
      ctx.log.warn({ userId, template: template.name }, 'mail not sent: the hourly cap of its address is reached');
      return undefined;
    }
    // A name is text the account chose: it reaches only an address the account proved it reads.
    const verified = user.emailVerified && toAddress === user.email;
    const env = { publicUrl: ctx.config.publicUrl, name: verified ? user.name : '', language: user.language };
    const mail = layoutMail(template.render(data, env));
    const { transport } = ctx.mail;
    // Once a mail goes out by SMTP, the stored copy need not (and must not) hold its one-time links.
    const stored = transport ? redactTokens(mail) : mail;
    const row = await insertMail(ctx.db, {
      userId,
      toAddress,
      template: template.name,
      dedupeKey: options.dedupeKey ?? null,
      subject: stored.subject,
      textBody: stored.text,
      htmlBody: stored.html,
      status: transport ? 'failed' : 'outbox',
      error: transport ? 'not sent yet' : null,
      createdAt: now,
    });
    if (!row) return undefined;
    if (transport) {
      try {
        await transport.send(row.toAddress, mail);
        await setMailStatus(ctx.db, row.id, 'sent', null);
      } catch (error) {
        ctx.log.warn({ err: error, mailId: row.id }, 'mail could not be sent');
        await setMailStatus(ctx.db, row.id, 'failed', String((error as Error).message ?? error).slice(0, 500));
      }
    }
    return row.id;
  } catch (error) {
    ctx.log.error({ err: error, template: template.name }, 'mail could not be recorded');
    return undefined;
  }
}
