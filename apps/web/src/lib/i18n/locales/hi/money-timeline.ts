// Texts of a deposit's or withdrawal's timeline and the monthly totals (the banking screens and the back office) (Hindi).
import type { Catalogue } from '../en.ts';

export const moneyTimeline: Catalogue['moneyTimeline'] = {
  title: '#{{id}} की टाइमलाइन',
  show: 'टाइमलाइन',
  hide: 'टाइमलाइन छिपाएँ',
  steps: {
    requested: 'अनुरोध किया गया',
    under_review: 'जाँच में',
    approved: 'मंज़ूर',
    cancelled: 'आपने रद्द किया',
    rejected: 'अस्वीकार',
    sent: 'भेजा गया, कन्फ़र्म हो रहा है',
    fee_raised: 'फ़ीस बढ़ाकर फिर से भेजा गया',
    paid: 'भुगतान हो गया',
  },
  by: '{{who}} द्वारा',
  reason: 'कारण: {{reason}}',
  hash: 'ट्रांज़ैक्शन हैश',
  copyHash: 'ट्रांज़ैक्शन हैश कॉपी करें',
  explorer: 'एक्सप्लोरर पर देखें',
  totalsTitle: 'महीने का हिसाब',
  totalsCaption: 'महीने के अनुसार रकम USD में (UTC)',
  month: 'महीना',
  type: 'प्रकार',
  deposit: 'डिपॉज़िट',
  withdrawal: 'निकासी',
  pending: 'बाकी',
  paid: 'भुगतान',
  rejected: 'अस्वीकार',
  noTotals: 'अभी कोई अनुरोध नहीं।',
};
