// Texts of the signed-in screens' frame: the top bar, its menus, the switch to live and the price-alert bell (Hindi).
import type { Catalogue } from '../en.ts';

export const nav: Catalogue['nav'] = {
  main: 'मुख्य',
  mobile: 'मोबाइल',
  dashboard: 'डैशबोर्ड',
  banking: 'बैंकिंग',
  deposit: 'जमा करें',
  withdrawal: 'निकासी',
  profile: 'प्रोफ़ाइल',
  reports: 'रिपोर्ट',
  support: 'सहायता',
  logout: 'लॉग आउट',
  switchToLive: 'लाइव खाते पर जाएँ',
  accountMenu: 'खाता मेनू',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  menu: 'मेनू',
  menuDescription: 'नेविगेशन और खाता',
  enterFullscreen: 'फ़ुल स्क्रीन करें',
  exitFullscreen: 'फ़ुल स्क्रीन से बाहर निकलें',
};

export const account: Catalogue['account'] = {
  typeLabel: 'खाते का प्रकार: {{type}}',
  typeShort: 'खाते का प्रकार:',
  demo: 'डेमो',
  live: 'लाइव',
  demoAccount: 'डेमो खाता',
  liveAccount: 'लाइव खाता',
};

export const switchToLive: Catalogue['switchToLive'] = {
  title: 'लाइव खाते पर जाएँ',
  body: 'सभी डेमो ट्रेड हमेशा के लिए हट जाएँगे और आपका बैलेंस, इक्विटी और उपयोग किया गया मार्जिन 0 हो जाएगा। वापस डेमो पर नहीं जाया जा सकता।',
  confirm: 'लाइव पर जाएँ',
  cancel: 'रद्द करें',
  busy: 'बदला जा रहा है…',
  success: 'हो गया! अब आप LIVE पर हैं। डेमो ट्रेड हटा दिए गए और खाता रीसेट कर दिया गया।',
  failure: 'खाता नहीं बदला जा सका। कृपया फिर से कोशिश करें।',
};

export const alerts: Catalogue['alerts'] = {
  bell: 'सूचनाएँ',
  bellUnread: 'सूचनाएँ: {{count}} अपठित',
  notifications: 'सूचनाएँ',
  noNotifications: 'अभी कोई सूचना नहीं।',
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  enableBrowser: 'ब्राउज़र सूचनाएँ चालू करें',
  disableBrowser: 'ब्राउज़र सूचनाएँ बंद करें',
  browserOn: 'ब्राउज़र सूचनाएँ चालू हैं।',
  browserDenied: 'ब्राउज़र इस साइट की सूचनाएँ रोक रहा है।',
  browserUnsupported: 'यह ब्राउज़र इन्हें नहीं दिखा सकता।',
  browserFailed: 'नहीं हो सका। फिर से कोशिश करें।',
  firedTitle: 'प्राइस अलर्ट: {{symbol}}',
  firedBody: '{{condition}} {{price}} (अभी {{now}})',
  setAlert: 'प्राइस अलर्ट लगाएँ',
  dialogTitle: 'प्राइस अलर्ट · {{symbol}}',
  condition: 'शर्त',
  price: 'भाव',
  note: 'नोट (वैकल्पिक)',
  repeating: 'हर बार भाव पार होने पर दोहराएँ',
  cooldown: 'दो अलर्ट के बीच का अंतर (सेकंड)',
  expiry: 'समाप्ति (वैकल्पिक)',
  create: 'अलर्ट बनाएँ',
  created: 'अलर्ट बन गया। यह आपके साइन आउट रहने पर भी काम करता है।',
  failed: 'अलर्ट सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  listLabel: '{{symbol}} पर अलर्ट',
  delete: 'अलर्ट हटाएँ',
  conditions: {
    bid_crosses_above: 'बिड ऊपर पार करे',
    bid_crosses_below: 'बिड नीचे पार करे',
    ask_crosses_above: 'आस्क ऊपर पार करे',
    ask_crosses_below: 'आस्क नीचे पार करे',
  },
  status: {
    active: 'सक्रिय',
    triggered: 'ट्रिगर हुआ',
    expired: 'समाप्त',
  },
};
