import type { TFunction } from 'i18next';

/** The e-mail field of the sign-in, sign-up and forgotten-password forms: one label, keyboard and autofill. */
export const emailInputProps = (t: TFunction) =>
  ({
    label: t('auth.login.email'),
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: t('auth.login.emailPlaceholder'),
  }) as const;
