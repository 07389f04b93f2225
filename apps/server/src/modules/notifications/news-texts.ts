import type { Language } from '@platform/shared/languages';
import type { NotificationKind } from '@platform/shared/notifications';

/** One piece of news as the bell and a push show it, in the owner's language. */
export interface NewsText {
  title: string;
  body: string;
}

type Texts = Record<Language, NewsText>;

const side = (s: string, language: Language) => (language === 'hi' ? (s === 'buy' ? 'खरीद' : 'बिक्री') : s === 'buy' ? 'Buy' : 'Sell');

export type CloseCause = 'stop_loss' | 'take_profit' | 'trailing_stop' | 'stop_out';

const closeCauses: Record<CloseCause, Record<Language, string>> = {
  stop_loss: { en: 'Stop loss', hi: 'स्टॉप लॉस' },
  take_profit: { en: 'Take profit', hi: 'टेक प्रॉफ़िट' },
  trailing_stop: { en: 'Trailing stop', hi: 'ट्रेलिंग स्टॉप' },
  stop_out: { en: 'Stop-out', hi: 'स्टॉप-आउट' },
};

/** The texts of each kind of news (price alerts write their own, modules/alerts). */
export const newsTexts = {
  fill: (d: { id: number; symbol: string; side: string; volume: string; price: string }): Texts => ({
    en: { title: `Order #${d.id} filled`, body: `${side(d.side, 'en')} ${d.volume} lots ${d.symbol} at ${d.price}` },
    hi: { title: `ऑर्डर #${d.id} भर गया`, body: `${d.symbol} ${d.volume} लॉट ${side(d.side, 'hi')} ${d.price} पर` },
  }),
  close: (d: { id: number; symbol: string; cause: CloseCause; price: string; profit: string }): Texts => ({
    en: { title: `${closeCauses[d.cause].en}: #${d.id} ${d.symbol} closed`, body: `Closed at ${d.price}, P/L ${d.profit} USD` },
    hi: { title: `${closeCauses[d.cause].hi}: #${d.id} ${d.symbol} बंद`, body: `${d.price} पर बंद, लाभ/हानि ${d.profit} USD` },
  }),
  margin_call: (d: { level: string }): Texts => ({
    en: { title: 'Margin call', body: `Your margin level is ${d.level}%. Deposit or close positions to avoid a stop-out.` },
    hi: { title: 'मार्जिन कॉल', body: `आपका मार्जिन स्तर ${d.level}% है। स्टॉप-आउट से बचने के लिए पैसे जमा करें या पोज़िशन बंद करें।` },
  }),
  deposit: (d: { id: number; amount: string; approved: boolean; note: string | null }): Texts =>
    d.approved
      ? {
          en: { title: 'Deposit credited', body: `Your deposit #${d.id} of ${d.amount} is credited to your account.` },
          hi: { title: 'डिपॉज़िट खाते में जुड़ गया', body: `आपका ${d.amount} का डिपॉज़िट #${d.id} आपके खाते में जोड़ दिया गया है।` },
        }
      : {
          en: {
            title: 'Deposit rejected',
            body: `Your deposit #${d.id} of ${d.amount} was rejected.${d.note ? ` Reason: ${d.note}` : ''}`,
          },
          hi: {
            title: 'डिपॉज़िट अस्वीकार',
            body: `${d.amount} का आपका डिपॉज़िट #${d.id} अस्वीकार कर दिया गया।${d.note ? ` कारण: ${d.note}` : ''}`,
          },
        },
  withdrawal: (d: { id: number; amount: string; approved: boolean; note: string | null }): Texts =>
    d.approved
      ? {
          en: { title: 'Withdrawal paid', body: `Your withdrawal #${d.id} of ${d.amount} has been paid out.` },
          hi: { title: 'निकासी का भुगतान हो गया', body: `${d.amount} की आपकी निकासी #${d.id} का भुगतान कर दिया गया है।` },
        }
      : {
          en: {
            title: 'Withdrawal rejected',
            body: `Your withdrawal #${d.id} of ${d.amount} was rejected.${d.note ? ` Reason: ${d.note}` : ''}`,
          },
          hi: { title: 'निकासी अस्वीकार', body: `${d.amount} की आपकी निकासी #${d.id} अस्वीकार कर दी गई।${d.note ? ` कारण: ${d.note}` : ''}` },
        },
  kyc: (d: { approved: boolean; note: string | null }): Texts =>
    d.approved
      ? {
          en: { title: 'Identity verified', body: 'Your identity verification is approved. You can now deposit and withdraw.' },
          hi: { title: 'पहचान वेरिफ़ाई हो गई', body: 'आपकी पहचान का वेरिफ़िकेशन मंज़ूर हो गया है। अब आप पैसे जमा कर सकते हैं और निकाल सकते हैं।' },
        }
      : {
          en: {
            title: 'Identity verification rejected',
            body: `Your identity verification was rejected.${d.note ? ` Reason: ${d.note}` : ''}`,
          },
          hi: {
            title: 'पहचान का वेरिफ़िकेशन अस्वीकार',
            body: `आपकी पहचान का वेरिफ़िकेशन अस्वीकार कर दिया गया।${d.note ? ` कारण: ${d.note}` : ''}`,
          },
        },
  support_reply: (d: { ticketId: number; reply: string }): Texts => ({
    en: { title: `Reply to your request #${d.ticketId}`, body: d.reply },
    hi: { title: `आपके अनुरोध #${d.ticketId} का जवाब`, body: d.reply },
  }),
  new_sign_in: (d: { device: string; address: string }): Texts => ({
    en: { title: 'New sign-in to your account', body: `${d.device} from ${d.address}. If this was not you, change your password.` },
    hi: { title: 'आपके खाते में नया साइन-इन', body: `${d.device}, ${d.address} से। अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें।` },
  }),
} satisfies Partial<Record<NotificationKind, (d: never) => Texts>>;

/** Cuts a text to the column's length. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
