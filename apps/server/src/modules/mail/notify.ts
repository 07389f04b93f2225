import type { AppContext } from '../../app-context.ts';
import { layoutMail, type RenderedMail } from './mail-layout.ts';
import type { MailTemplateRef } from './mail-templates.ts';
import { insertMail, setMailStatus } from './mail.repository.ts';

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
    const env = { publicUrl: ctx.config.publicUrl, name: user.name, language: user.language };
    const mail = layoutMail(template.render(data, env));
    const { transport } = ctx.mail;
    // Once a mail goes out by SMTP, the stored copy need not (and must not) hold its one-time links.
    const stored = transport ? redactTokens(mail) : mail;
    const row = await insertMail(ctx.db, {
      userId,
      toAddress: options.to ?? user.email,
      template: template.name,
      dedupeKey: options.dedupeKey ?? null,
      subject: stored.subject,
      textBody: stored.text,
      htmlBody: stored.html,
      status: transport ? 'failed' : 'outbox',
      error: transport ? 'not sent yet' : null,
      createdAt: ctx.clock.now(),
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
