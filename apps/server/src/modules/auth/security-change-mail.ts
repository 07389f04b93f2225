import { defineMailTemplate, hello, inLanguage } from '../mail/mail-templates.ts';

export type SecurityChange = 'two-factor-on' | 'two-factor-off' | 'password-changed' | 'password-reset' | 'email-changed';

const WHAT: Record<SecurityChange, { en: string; hi: string }> = {
  'two-factor-on': { en: 'Two-factor sign-in was turned on for your account.', hi: 'आपके खाते पर टू-फ़ैक्टर साइन इन चालू किया गया।' },
  'two-factor-off': { en: 'Two-factor sign-in was turned off for your account.', hi: 'आपके खाते पर टू-फ़ैक्टर साइन इन बंद किया गया।' },
  'password-changed': { en: 'The password of your account was changed.', hi: 'आपके खाते का पासवर्ड बदला गया।' },
  'password-reset': {
    en: 'The password of your account was reset with a link from a mail. Two-factor sign-in, if it is on, stays on.',
    hi: 'आपके खाते का पासवर्ड मेल के लिंक से रीसेट किया गया। टू-फ़ैक्टर साइन इन, अगर चालू है, तो चालू ही रहेगा।',
  },
  'email-changed': { en: 'The second email address of your account was changed.', hi: 'आपके खाते का दूसरा ईमेल पता बदला गया।' },
};

/**
 * Every change to how the account is secured, told to its owner (a session thief cannot hide it):
 * what changed, from which address, and what to do if it was not them.
 */
export const SECURITY_CHANGE_MAIL = defineMailTemplate('security-change', (d: { change: SecurityChange; address: string | null }, env) => {
  const url = `${env.publicUrl}/profile?tab=security`;
  const what = WHAT[d.change];
  return inLanguage(env, {
    en: {
      subject: 'A security change on your account',
      greeting: hello(env),
      paragraphs: [what.en, ...(d.address ? [`It was made from the address ${d.address}.`] : [])],
      action: { label: 'Review your security', url },
      footnote: 'If it was not you, reset your password now from the sign-in page and contact support.',
    },
    hi: {
      subject: 'आपके खाते की सुरक्षा में बदलाव',
      greeting: hello(env),
      paragraphs: [what.hi, ...(d.address ? [`यह बदलाव पते ${d.address} से किया गया।`] : [])],
      action: { label: 'अपनी सुरक्षा देखें', url },
      footnote: 'अगर यह आप नहीं थे, तो अभी साइन-इन पेज से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।',
    },
  });
});
