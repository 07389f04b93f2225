import { defineMailTemplate } from '../mail/mail-templates.ts';

export const PASSWORD_RESET_MAIL = defineMailTemplate('password-reset', (data: { token: string }, env) => ({
  subject: 'Reset your password',
  greeting: `Hello ${env.name},`,
  paragraphs: ['Someone asked to reset the password of your trading account. The link works once, for 30 minutes.'],
  action: { label: 'Choose a new password', url: `${env.publicUrl}/reset-password?token=${encodeURIComponent(data.token)}` },
  footnote: 'If it was not you, ignore this mail: your password stays as it is.',
}));

export const EMAIL_VERIFICATION_MAIL = defineMailTemplate('email-verification', (data: { token: string }, env) => ({
  subject: 'Verify your email',
  greeting: `Hello ${env.name},`,
  paragraphs: ['Confirm that this address is yours. The link works once, for 24 hours.'],
  action: { label: 'Verify email', url: `${env.publicUrl}/verify-email?token=${encodeURIComponent(data.token)}` },
}));

export const NEW_DEVICE_MAIL = defineMailTemplate('new-device-sign-in', (data: { device: string; address: string; at: string }, env) => ({
  subject: 'New sign-in to your account',
  greeting: `Hello ${env.name},`,
  paragraphs: [`Your account was signed in from ${data.device} (address ${data.address}) at ${data.at} UTC.`],
  action: { label: 'Review your sessions', url: `${env.publicUrl}/profile?tab=security` },
  footnote: 'If it was not you, change your password now and sign out the sessions you do not know.',
}));
