import { defineMailTemplate } from '../mail/mail-templates.ts';

export interface AlertMailData {
  /** The bell's title, e.g. 'EURUSD bid crosses above 1.10250'. */
  title: string;
  /** The trader's note, or the price that crossed. */
  body: string;
  symbol: string | null;
  firedAt: number;
}

/** The mail of a fired price alert: what crossed, the note, when, and a link to the symbol's chart. */
export const ALERT_TRIGGERED_MAIL = defineMailTemplate('alert-triggered', (d: AlertMailData, env) => ({
  subject: `Price alert: ${d.title}`,
  greeting: `Hello ${env.name},`,
  paragraphs: [
    `Your price alert fired: ${d.title}.`,
    d.body,
    `Time: ${new Date(d.firedAt).toISOString().replace('T', ' ').slice(0, 19)} UTC.`,
  ],
  action: {
    label: 'Open the chart',
    url: `${env.publicUrl}/dashboard${d.symbol ? `?symbol=${encodeURIComponent(d.symbol)}` : ''}`,
  },
  footnote: 'You receive this because you set a price alert. Delete or edit the alert to stop these mails.',
}));
