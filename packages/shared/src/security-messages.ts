// Plain texts (no zod), so the sign-in screens can show them without loading the validators.

/** Texts of the account-security screens and answers (short, actionable). */
export const SECURITY_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  codeAlreadyUsed: 'That code was already used. Wait for the next code in your authenticator app.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  twoFactorRequired: 'Enter a code from your authenticator app to confirm.',
  passwordRequired: 'Enter your password to confirm.',
  twoFactorOn: 'Two-factor sign-in is on.',
  twoFactorOff: 'Two-factor sign-in is off.',
  staffNeedsTwoFactor: 'Turn on two-factor sign-in to use the back office.',
  resetSent: 'If an account uses this email, we sent it a link to reset the password.',
  resetDone: 'Your password is changed. Please sign in.',
  invalidLink: 'This link is not valid or has expired. Please ask for a new one.',
  verificationSent: 'We sent you a link. Open it to verify your email.',
  emailVerified: 'Your email is verified.',
  emailNotVerified: 'Verify your email first: open Profile › Account Details and choose Verify email.',
  sessionSignedOut: 'That session is signed out.',
  otherSessionsSignedOut: 'All other sessions are signed out.',
  sessionNotFound: 'That session is not active.',
} as const;
