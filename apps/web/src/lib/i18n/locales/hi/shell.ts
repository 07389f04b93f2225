// Texts every screen may show (Hindi): loaded with the language.
import type { Catalogue } from '../en.ts';

export const language: Catalogue['language'] = {
  label: 'भाषा',
  en: 'English',
  hi: 'हिन्दी',
};

export const theme: Catalogue['theme'] = {
  label: 'थीम',
  system: 'सिस्टम के अनुसार',
  systemShort: 'सिस्टम',
  light: 'लाइट',
  dark: 'डार्क',
};

export const common: Catalogue['common'] = {
  close: 'बंद करें',
  cancel: 'रद्द करें',
  loading: 'लोड हो रहा है',
  notifications: 'सूचनाएँ',
  dismiss: 'हटाएँ',
  confirm: 'पुष्टि करें',
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया!',
  hidePassword: 'पासवर्ड छिपाएँ',
  showPassword: 'पासवर्ड दिखाएँ',
  notificationsHotkey: 'सूचनाएँ ({hotkey})',
  err: 'त्रुटि',
  somethingWrong: 'कुछ गड़बड़ हो गई। कृपया पेज रीफ़्रेश करें या सहायता से संपर्क करें।',
};

export const passwordChecklist: Catalogue['passwordChecklist'] = {
  label: 'पासवर्ड की आवश्यकताएँ',
  met: ' (पूरी)',
  notMet: ' (अधूरी)',
  rules: {
    length: 'कम से कम 8 अक्षर',
    upper: 'एक बड़ा अक्षर (A–Z)',
    lower: 'एक छोटा अक्षर (a–z)',
    digit: 'एक अंक',
    latin: 'सिर्फ़ अंग्रेज़ी वर्णमाला के अक्षर',
  },
};
