import type { Catalogue } from '../en.ts';

export const support: Catalogue['support'] = {
  title: 'सहायता',
  intro: 'बताइए आपको क्या चाहिए, हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  newRequest: 'नया अनुरोध',
  form: {
    label: 'सहायता अनुरोध',
    name: 'नाम',
    email: 'ईमेल',
    code: 'कोड',
    phone: 'संपर्क नंबर',
    subject: 'विषय (वैकल्पिक)',
    message: 'संदेश',
    submit: 'अनुरोध भेजें',
  },
  contacts: {
    title: 'संपर्क के तरीके',
    messaging: 'मैसेजिंग ऐप',
    hours: 'सहायता का समय',
    defaultHours: 'सोम–शनि 9:00–18:00 (भारतीय समय)',
    email: 'ईमेल',
  },
  tickets: {
    title: 'आपके अनुरोध',
    loading: 'आपके अनुरोध लोड हो रहे हैं',
    none: 'अभी तक कोई अनुरोध नहीं',
    noneHint: 'आप जो अनुरोध भेजेंगे, वे हमारे जवाबों के साथ यहाँ दिखेंगे।',
    noSubject: 'कोई विषय नहीं',
    team: 'सहायता टीम · {{time}}',
    you: 'आप · {{time}}',
    replyLabel: 'इस अनुरोध का जवाब दें',
    replyPlaceholder: 'विवरण जोड़ें या हमारे प्रश्न का उत्तर दें',
    send: 'जवाब भेजें',
    sent: 'जवाब भेजा गया',
    closedHint: 'यह अनुरोध बंद है। अगर आपको अभी भी मदद चाहिए, तो ऊपर नया अनुरोध भेजें।',
    statuses: { open: 'खुला', answered: 'जवाब दिया', closed: 'बंद' },
  },
};

export const legal: Catalogue['legal'] = {
  back: 'साइन अप पर वापस जाएँ',
  failed: 'यह पेज लोड नहीं हो पाया। कृपया फिर से कोशिश करें।',
};
