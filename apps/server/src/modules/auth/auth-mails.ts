import { deviceLabel, ENGLISH_DEVICE_WORDS, type DeviceParts, type DeviceWords } from '@platform/shared/device';
import { defineMailTemplate, hello, inLanguage } from '../mail/public.ts';

const HINDI_DEVICE_WORDS: DeviceWords = {
  unknownBrowser: 'अज्ञात ब्राउज़र',
  unknownDevice: 'अज्ञात डिवाइस',
  unknownSystem: 'अज्ञात सिस्टम',
  desktop: 'डेस्कटॉप',
  mobile: 'मोबाइल',
  tablet: 'टैबलेट',
};

export const PASSWORD_RESET_MAIL = defineMailTemplate('password-reset', (data: { token: string }, env) => {
  const url = `${env.publicUrl}/reset-password?token=${encodeURIComponent(data.token)}`;
  return inLanguage(env, {
    en: {
      subject: 'Reset your password',
      greeting: hello(env),
      paragraphs: ['Someone asked to reset the password of your trading account. The link works once, for 30 minutes.'],
      action: { label: 'Choose a new password', url },
      footnote: 'If it was not you, ignore this mail: your password stays as it is.',
    },
    hi: {
      subject: 'अपना पासवर्ड रीसेट करें',
      greeting: hello(env),
      paragraphs: ['आपके ट्रेडिंग खाते का पासवर्ड रीसेट करने का अनुरोध आया है। यह लिंक एक ही बार, 30 मिनट तक काम करेगा।'],
      action: { label: 'नया पासवर्ड चुनें', url },
      footnote: 'अगर यह अनुरोध आपने नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
  });
});

export const EMAIL_VERIFICATION_MAIL = defineMailTemplate('email-verification', (data: { token: string }, env) => {
  const url = `${env.publicUrl}/verify-email?token=${encodeURIComponent(data.token)}`;
  return inLanguage(env, {
    en: {
      subject: 'Verify your email',
      greeting: hello(env),
      paragraphs: ['Confirm that this address is yours. The link works once, for 24 hours.'],
      action: { label: 'Verify email', url },
    },
    hi: {
      subject: 'अपना ईमेल वेरिफ़ाई करें',
      greeting: hello(env),
      paragraphs: ['पुष्टि करें कि यह ईमेल पता आपका ही है। यह लिंक एक ही बार, 24 घंटे तक काम करेगा।'],
      action: { label: 'ईमेल वेरिफ़ाई करें', url },
    },
  });
});

export const NEW_DEVICE_MAIL = defineMailTemplate(
  'new-device-sign-in',
  (data: { device: DeviceParts; address: string; at: string }, env) => {
    const url = `${env.publicUrl}/profile?tab=security`;
    const english = deviceLabel(data.device, ENGLISH_DEVICE_WORDS);
    const hindi = deviceLabel(data.device, HINDI_DEVICE_WORDS);
    return inLanguage(env, {
      en: {
        subject: 'New sign-in to your account',
        greeting: hello(env),
        paragraphs: [
          `Your account was signed in from ${english.browser} on ${english.device} (address ${data.address}) at ${data.at} UTC.`,
        ],
        action: { label: 'Review your sessions', url },
        footnote: 'If it was not you, change your password now and sign out the sessions you do not know.',
      },
      hi: {
        subject: 'आपके खाते में नया साइन इन',
        greeting: hello(env),
        paragraphs: [`आपके खाते में ${data.at} UTC पर ${hindi.browser}, ${hindi.device} (पता ${data.address}) से साइन इन हुआ।`],
        action: { label: 'अपने सेशन देखें', url },
        footnote: 'अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें और जिन सेशन को आप नहीं पहचानते उन्हें साइन आउट करें।',
      },
    });
  },
);
