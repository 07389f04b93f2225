// Texts every screen may show: the language and theme pickers, common words, the password rules. Bundled with the app.
export const language = {
  label: 'Language',
  en: 'English',
  hi: 'हिन्दी',
} as const;

export const theme = {
  label: 'Theme',
  system: 'Follow the system',
  systemShort: 'System',
  light: 'Light',
  dark: 'Dark',
} as const;

export const common = {
  close: 'Close',
  cancel: 'Cancel',
  loading: 'Loading',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  confirm: 'Confirm',
  copy: 'Copy',
  copied: 'Copied!',
  hidePassword: 'Hide password',
  showPassword: 'Show password',
  notificationsHotkey: 'Notifications ({hotkey})',
  /** A figure that cannot be worked out (no price yet, no USD rate). */
  err: 'err',
  somethingWrong: 'Oops! Something went wrong. Please try refreshing the page or contact support.',
} as const;

export const passwordChecklist = {
  label: 'Password requirements',
  met: ' (met)',
  notMet: ' (not met)',
  rules: {
    length: 'At least 8 characters',
    upper: 'One uppercase letter',
    lower: 'One lowercase letter',
    digit: 'One number',
    latin: 'Only in Latin letters',
  },
} as const;
