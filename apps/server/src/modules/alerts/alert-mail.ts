import { defineMailTemplate, hello, inLanguage } from '../mail/public.ts';

export interface AlertMailData {
  /** The bell's title, e.g. 'EURUSD bid crosses above 1.10250'. */
  title: string;
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

/**
 * The mail of a fired price alert: what crossed, when, and a link to the symbol's chart. The
 * trader's note is free text and stays in the app's bell: the platform's sender never carries it.
 */
export const ALERT_TRIGGERED_MAIL = defineMailTemplate('alert-triggered', (d: AlertMailData, env) => {
  const time = new Date(d.firedAt).toISOString().replace('T', ' ').slice(0, 19);
  const url = `${env.publicUrl}/dashboard${d.symbol ? `?symbol=${encodeURIComponent(d.symbol)}` : ''}`;
  return inLanguage(env, {
    en: {
      subject: `Price alert: ${d.title}`,
      greeting: hello(env),
      paragraphs: [
        `Your price alert fired: ${d.title}.`,
        `Time: ${time} UTC.`,
        'Your note, if you wrote one, is in the notifications of the app.',
      ],
      action: { label: 'Open the chart', url },
      footnote: 'You receive this because you set a price alert. Delete or edit the alert to stop these mails.',
    },
    hi: {
      subject: `प्राइस अलर्ट: ${titleInHindi(d.title)}`,
      greeting: hello(env),
      paragraphs: [`आपका प्राइस अलर्ट चला: ${titleInHindi(d.title)}।`, `समय: ${time} UTC।`, 'आपका नोट, अगर लिखा था, ऐप की सूचनाओं में है।'],
      action: { label: 'चार्ट खोलें', url },
      footnote: 'यह मेल इसलिए आया क्योंकि आपने प्राइस अलर्ट लगाया है। ये मेल बंद करने के लिए अलर्ट हटाएँ या बदलें।',
    },
  });
});
