import type { AppContext } from '../../app-context.ts';
import type { RiskAlertEvent } from '@platform/shared/risk';
import { defineMailTemplate, inLanguage, notify } from '../mail/public.ts';
import { insertNotification } from '../notifications/public.ts';
import { insertLimitEvent } from './risk.repository.ts';
import type { Crossing } from './limit-watch.ts';
import { RISK_ALERT_CHANNEL } from './risk-channels.ts';
import { deskStaff } from './desk-staff.ts';

const usd = (cents: number) => `${(Math.abs(cents) / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })} USD`;

const texts = (c: RiskAlertEvent) => ({
  en: {
    title: `${c.target}: exposure ${c.level === 'limit' ? 'limit' : 'warning level'} reached`,
    body:
      `Clients' net ${c.side} exposure in ${c.target} is ${usd(c.net_usd * 100)}, at or over the ${c.level === 'limit' ? 'limit' : 'warning level'} of ${usd(c.threshold_usd * 100)}.` +
      (c.level === 'limit' && c.action === 'close_only'
        ? ` New ${c.side === 'long' ? 'buy' : 'sell'} positions are refused until it falls back.`
        : ''),
  },
  hi: {
    title: `${c.target}: एक्सपोज़र ${c.level === 'limit' ? 'लिमिट' : 'चेतावनी स्तर'} पर पहुँचा`,
    body:
      `${c.target} में क्लाइंट्स का नेट ${c.side === 'long' ? 'लॉन्ग' : 'शॉर्ट'} एक्सपोज़र ${usd(c.net_usd * 100)} है, ${usd(c.threshold_usd * 100)} के ${c.level === 'limit' ? 'लिमिट' : 'चेतावनी स्तर'} पर या उससे ऊपर।` +
      (c.level === 'limit' && c.action === 'close_only' ? ` इसके नीचे आने तक नई ${c.side === 'long' ? 'बाय' : 'सेल'} पोज़िशन नहीं खुलेंगी।` : ''),
  },
});

export const RISK_LIMIT_MAIL = defineMailTemplate('risk-limit', (c: RiskAlertEvent, env) => {
  const t = inLanguage(env, texts(c));
  return {
    subject: t.title,
    paragraphs: [t.body],
    action: { label: inLanguage(env, { en: 'Open the risk desk', hi: 'रिस्क डेस्क खोलें' }), url: `${env.publicUrl}/admin/risk` },
  };
});

/**
 * Tells the desk of one crossing, once (the leader alone watches): the log row, the staff room, a
 * bell notification and a mail to every active member of the desk (deskStaff).
 */
export async function announceCrossing(ctx: AppContext, crossing: Crossing): Promise<RiskAlertEvent> {
  const now = ctx.clock.now();
  const event: RiskAlertEvent = {
    limit_id: crossing.limit.id,
    scope: crossing.limit.scope,
    target: crossing.limit.target,
    level: crossing.level,
    side: crossing.side,
    net_usd: Math.round(crossing.netCents) / 100,
    threshold_usd: crossing.thresholdCents / 100,
    action: crossing.limit.action,
    at: now,
  };
  await insertLimitEvent(ctx.db, {
    limit_id: crossing.limit.id,
    scope: crossing.limit.scope,
    target: crossing.limit.target,
    level: crossing.level,
    side: crossing.side,
    net_cents: Math.round(crossing.netCents),
    threshold_cents: crossing.thresholdCents,
    action: crossing.limit.action,
    created_at: now,
  });
  ctx.bus.publish(RISK_ALERT_CHANNEL, event);
  for (const dealer of await deskStaff(ctx.db)) {
    const t = texts(event)[dealer.language === 'hi' ? 'hi' : 'en'];
    await insertNotification(ctx.db, {
      userId: dealer.id,
      kind: 'risk_limit',
      title: t.title,
      body: t.body,
      symbol: crossing.limit.scope === 'symbol' ? crossing.limit.target : null,
      refId: crossing.limit.id,
      accountId: null,
      data: JSON.stringify({ link: '/admin/risk' }),
      dedupeKey: null,
      emailStatus: 'sent',
      createdAt: now,
      readAt: null,
    });
    await notify(ctx, dealer.id, RISK_LIMIT_MAIL, event, { dedupeKey: `risk-limit:${crossing.limit.id}:${now}:${dealer.id}` });
  }
  return event;
}
