import type { AppContext } from '../../app-context.ts';
import { defineMailTemplate, hello, inLanguage, notify } from '../mail/public.ts';
import { insertNotificationOnce } from '../notifications/public.ts';
import { deskStaff } from '../risk/public.ts';
import './hedging.channels.ts';

export interface DeskAlert {
  /** One alert per event across instances and retries, e.g. `fix-down:<time>`. */
  key: string;
  title: string;
  body: string;
}

const DESK_ALERT_MAIL = defineMailTemplate('hedging-desk-alert', (d: DeskAlert, env) =>
  inLanguage(env, {
    en: {
      subject: `Hedging: ${d.title}`,
      greeting: hello(env),
      paragraphs: [d.body],
      action: { label: 'Open hedging', url: `${env.publicUrl}/admin/hedging` },
      footnote: 'You receive this because you work on the dealing desk.',
    },
    hi: {
      subject: `हेजिंग: ${d.title}`,
      greeting: hello(env),
      paragraphs: [d.body],
      action: { label: 'हेजिंग खोलें', url: `${env.publicUrl}/admin/hedging` },
      footnote: 'यह मेल इसलिए आया क्योंकि आप डीलिंग डेस्क पर काम करते हैं।',
    },
  }),
);

/**
 * Tells the desk: a bell notification and a mail to every active member (risk's deskStaff), and the
 * hedging desks' staff socket, once per alert key whichever instance raises it. Never throws (an
 * alert must not stop hedging).
 */
export async function alertDesk(ctx: AppContext, alert: DeskAlert): Promise<void> {
  try {
    const staff = await deskStaff(ctx.db);
    const now = ctx.clock.now();
    let fresh = false;
    for (const { id } of staff) {
      const dedupeKey = `desk:${alert.key}:${id}`;
      const written = await insertNotificationOnce(ctx.db, {
        userId: id,
        kind: 'desk_alert',
        title: alert.title,
        body: alert.body,
        data: JSON.stringify({ link: '/admin/hedging' }),
        dedupeKey,
        emailStatus: 'sent',
        createdAt: now,
      });
      if (!written) continue;
      fresh = true;
      await notify(ctx, id, DESK_ALERT_MAIL, alert, { dedupeKey });
    }
    if (fresh) ctx.bus.publish('hedging.alert', { ...alert, at: now });
  } catch (error) {
    ctx.log.error({ err: error, alert: alert.key }, 'hedging: the desk alert could not be written');
  }
}
