// English: the specification's texts, word for word. Every other language mirrors these keys (hi.ts).
export const en = {
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
  },
  theme: {
    label: 'Theme',
    system: 'Follow the system',
    systemShort: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    dashboard: 'Dashboard',
    banking: 'Banking',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    profile: 'Profile',
    reports: 'Reports',
    support: 'Support',
    logout: 'Logout',
    switchToLive: 'Switch to Live Account',
    accountMenu: 'Account menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    menuDescription: 'Navigation and account',
    enterFullscreen: 'Enter fullscreen',
    exitFullscreen: 'Exit fullscreen',
  },
  account: {
    typeLabel: 'Account type: {{type}}',
    typeShort: 'Account type:',
    demo: 'Demo',
    live: 'Live',
    demoAccount: 'Demo Account',
    liveAccount: 'Live Account',
  },
  switchToLive: {
    title: 'Switch to Live Account',
    body: 'All demo trades will be permanently deleted and your balance, equity and used margin reset to 0. Switching back to demo is not possible.',
    confirm: 'Switch to Live',
    cancel: 'Cancel',
    busy: 'Switching…',
    success: 'Success! You are now on LIVE. Demo trades deleted and account reset.',
    failure: 'Failed to switch. Please try again.',
  },
  passwordChecklist: {
    label: 'Password requirements',
    met: ' (met)',
    notMet: ' (not met)',
  },
  common: {
    close: 'Close',
    cancel: 'Cancel',
    loading: 'Loading',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    somethingWrong: 'Oops! Something went wrong. Please try refreshing the page or contact support.',
  },
} as const;

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every language fills in: the same keys as English, any text. */
export type Catalogue = Strings<typeof en>;
