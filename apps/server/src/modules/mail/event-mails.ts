import { coinOnNetworkLabel, networkLabel } from '@platform/shared/crypto-networks';
import { defineMailTemplate, hello, inLanguage } from './mail-templates.ts';

interface MoneyData {
  id: number;
  /** USD with 2 decimals: what the account is credited or debited. */
  amount: string;
  currency: string;
  chain: string;
  note?: string | null;
}

/** '$500.00 in USDT on TRC-20': the USD value, the coin and its network (the amount is USD, never the coin's). */
const money = (d: MoneyData) => `$${d.amount} in ${coinOnNetworkLabel(d.currency, d.chain)}`;
const moneyHi = (d: MoneyData) =>
  d.currency === d.chain ? `${d.currency} से $${d.amount}` : `${networkLabel(d.chain)} पर ${d.currency} में $${d.amount}`;

export const DEPOSIT_CREDITED_MAIL = defineMailTemplate('deposit-credited', (d: MoneyData, env) => {
  const url = `${env.publicUrl}/dashboard`;
  return inLanguage(env, {
    en: {
      subject: 'Deposit credited',
      greeting: hello(env),
      paragraphs: [`Your deposit #${d.id} of ${money(d)} is credited to your account.`],
      action: { label: 'Open the dashboard', url },
    },
    hi: {
      subject: 'डिपॉज़िट खाते में जुड़ गया',
      greeting: hello(env),
      paragraphs: [`आपका ${moneyHi(d)} का डिपॉज़िट #${d.id} आपके खाते में जोड़ दिया गया है।`],
      action: { label: 'डैशबोर्ड खोलें', url },
    },
  });
});

export const WITHDRAWAL_REQUESTED_MAIL = defineMailTemplate('withdrawal-requested', (d: MoneyData, env) => {
  const url = `${env.publicUrl}/withdrawal`;
  return inLanguage(env, {
    en: {
      subject: 'Withdrawal requested',
      greeting: hello(env),
      paragraphs: [`We received your withdrawal request #${d.id} of ${money(d)}. We will tell you when it is reviewed.`],
      action: { label: 'See your requests', url },
      footnote: 'If you did not request it, contact support at once.',
    },
    hi: {
      subject: 'निकासी का अनुरोध मिला',
      greeting: hello(env),
      paragraphs: [`हमें ${moneyHi(d)} की निकासी का आपका अनुरोध #${d.id} मिल गया है। जाँच होते ही हम आपको बताएँगे।`],
      action: { label: 'अपने अनुरोध देखें', url },
      footnote: 'अगर यह अनुरोध आपने नहीं किया, तो तुरंत सहायता टीम से संपर्क करें।',
    },
  });
});

export const WITHDRAWAL_APPROVED_MAIL = defineMailTemplate('withdrawal-approved', (d: MoneyData, env) => {
  const url = `${env.publicUrl}/withdrawal`;
  return inLanguage(env, {
    en: {
      subject: 'Withdrawal approved',
      greeting: hello(env),
      paragraphs: [`Your withdrawal #${d.id} of ${money(d)} is approved and will be paid out shortly.`],
      action: { label: 'See your requests', url },
    },
    hi: {
      subject: 'निकासी मंज़ूर',
      greeting: hello(env),
      paragraphs: [`${moneyHi(d)} की आपकी निकासी #${d.id} मंज़ूर हो गई है, भुगतान जल्द ही होगा।`],
      action: { label: 'अपने अनुरोध देखें', url },
    },
  });
});

export const WITHDRAWAL_PAID_MAIL = defineMailTemplate('withdrawal-paid', (d: MoneyData, env) => {
  const url = `${env.publicUrl}/withdrawal`;
  return inLanguage(env, {
    en: {
      subject: 'Withdrawal paid',
      greeting: hello(env),
      paragraphs: [`Your withdrawal #${d.id} of ${money(d)} has been paid out.`],
      action: { label: 'See your requests', url },
    },
    hi: {
      subject: 'निकासी का भुगतान हो गया',
      greeting: hello(env),
      paragraphs: [`${moneyHi(d)} की आपकी निकासी #${d.id} का भुगतान कर दिया गया है।`],
      action: { label: 'अपने अनुरोध देखें', url },
    },
  });
});

export const WITHDRAWAL_REJECTED_MAIL = defineMailTemplate('withdrawal-rejected', (d: MoneyData, env) => {
  const url = `${env.publicUrl}/support`;
  return inLanguage(env, {
    en: {
      subject: 'Withdrawal rejected',
      greeting: hello(env),
      paragraphs: [`Your withdrawal #${d.id} of ${money(d)} was rejected.${d.note ? ` Reason: ${d.note}` : ''}`],
      action: { label: 'Contact support', url },
    },
    hi: {
      subject: 'निकासी अस्वीकार',
      greeting: hello(env),
      paragraphs: [`${moneyHi(d)} की आपकी निकासी #${d.id} अस्वीकार कर दी गई।${d.note ? ` कारण: ${d.note}` : ''}`],
      action: { label: 'सहायता टीम से संपर्क करें', url },
    },
  });
});

export const KYC_APPROVED_MAIL = defineMailTemplate('kyc-approved', (_d: Record<string, never>, env) => {
  const url = `${env.publicUrl}/profile`;
  return inLanguage(env, {
    en: {
      subject: 'Identity verified',
      greeting: hello(env),
      paragraphs: ['Your identity verification is approved. You can now deposit and withdraw.'],
      action: { label: 'Open your profile', url },
    },
    hi: {
      subject: 'पहचान वेरिफ़ाई हो गई',
      greeting: hello(env),
      paragraphs: ['आपकी पहचान का वेरिफ़िकेशन मंज़ूर हो गया है। अब आप पैसे जमा कर सकते हैं और निकाल सकते हैं।'],
      action: { label: 'अपनी प्रोफ़ाइल खोलें', url },
    },
  });
});

export const KYC_REJECTED_MAIL = defineMailTemplate('kyc-rejected', (d: { note: string | null }, env) => {
  const url = `${env.publicUrl}/profile`;
  return inLanguage(env, {
    en: {
      subject: 'Identity verification rejected',
      greeting: hello(env),
      paragraphs: [
        `Your identity verification was rejected.${d.note ? ` Reason: ${d.note}` : ''} You can submit it again from your profile.`,
      ],
      action: { label: 'Open your profile', url },
    },
    hi: {
      subject: 'पहचान का वेरिफ़िकेशन अस्वीकार',
      greeting: hello(env),
      paragraphs: [
        `आपकी पहचान का वेरिफ़िकेशन अस्वीकार कर दिया गया।${d.note ? ` कारण: ${d.note}` : ''} आप अपनी प्रोफ़ाइल से इसे फिर से जमा कर सकते हैं।`,
      ],
      action: { label: 'अपनी प्रोफ़ाइल खोलें', url },
    },
  });
});

export const TICKET_REPLY_MAIL = defineMailTemplate(
  'ticket-reply',
  (d: { ticketId: number; subject: string | null; reply: string }, env) => {
    const url = `${env.publicUrl}/support`;
    return inLanguage(env, {
      en: {
        subject: `Reply to your request #${d.ticketId}`,
        greeting: hello(env),
        paragraphs: [`Our support team answered your request${d.subject ? ` "${d.subject}"` : ''}:`, d.reply],
        action: { label: 'Open support', url },
      },
      hi: {
        subject: `आपके अनुरोध #${d.ticketId} का जवाब`,
        greeting: hello(env),
        paragraphs: [`हमारी सहायता टीम ने आपके अनुरोध${d.subject ? ` "${d.subject}"` : ''} का जवाब दिया है:`, d.reply],
        action: { label: 'सहायता खोलें', url },
      },
    });
  },
);
