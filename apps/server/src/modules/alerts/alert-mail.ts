import { defineMailTemplate, hello, inLanguage } from '../mail/public.ts';

export interface AlertMailData {
  /** The bell's title, e.g. 'EURUSD bid crosses above 1.10250'. */
  title: string;
  /** The trader's note, or the price that crossed. */
  body: string;
  symbol: string | null;
  firedAt: number;
}

/** The bell's English title ('EURUSD bid crosses above 1.10250') in Hindi; any other title as it is. */
function titleInHindi(title: string): string {
  const match = /^(\S+) (bid|ask) crosses (above|below) (\S+)$/.exec(title);
  if (!match) return title;
  const [, symbol, side, direction, price] = match;
  return `${symbol}: ${side === 'bid' ? 'बिड' : 'आस्क'} ${price} के ${direction === 'above' ? 'ऊपर' : 'नीचे'} गया`;
}

/** The bell's body: the trader's note as written, the crossing price ('Bid 1.10251') in Hindi. */
const bodyInHindi = (body: string) => body.replace(/^Bid (\S+)$/, 'बिड $1').replace(/^Ask (\S+)$/, 'आस्क $1');

/** The mail of a fired price alert: what crossed, the note, when, and a link to the symbol's chart. */
export const ALERT_TRIGGERED_MAIL = defineMailTemplate('alert-triggered', (d: AlertMailData, env) => {
  const time = new Date(d.firedAt).toISOString().replace('T', ' ').slice(0, 19);
  const url = `${env.publicUrl}/dashboard${d.symbol ? `?symbol=${encodeURIComponent(d.symbol)}` : ''}`;
  return inLanguage(env, {
    en: {
      subject: `Price alert: ${d.title}`,
      greeting: hello(env),
      paragraphs: [`Your price alert fired: ${d.title}.`, d.body, `Time: ${time} UTC.`],
      action: { label: 'Open the chart', url },
      footnote: 'You receive this because you set a price alert. Delete or edit the alert to stop these mails.',
    },
    hi: {
      subject: `प्राइस अलर्ट: ${titleInHindi(d.title)}`,
      greeting: hello(env),
      paragraphs: [`आपका प्राइस अलर्ट चला: ${titleInHindi(d.title)}।`, bodyInHindi(d.body), `समय: ${time} UTC।`],
      action: { label: 'चार्ट खोलें', url },
      footnote: 'यह मेल इसलिए आया क्योंकि आपने प्राइस अलर्ट लगाया है। ये मेल बंद करने के लिए अलर्ट हटाएँ या बदलें।',
    },
  });
});
