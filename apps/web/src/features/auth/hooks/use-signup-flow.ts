import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SignupRequest } from '@platform/shared/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { fieldMessages, serverMessageOr } from '../../../lib/server-message.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { useSignUp } from '../api/sign-up.ts';
import { LOADING_CLEAR_MS, REDIRECT_AFTER_SUCCESS_MS, RETURN_TO_LOGIN_MS } from './auth-timing.ts';
import { useTimers } from './use-timers.ts';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Signup states of spec §4: with a token → /dashboard after 650 ms; without → 'Account Created',
 * back to the login view after 1 s; a failure shows the server's message (and its field errors).
 */
export function useSignupFlow(onFieldErrors: (errors: FieldErrors) => void) {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimers();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: SignupRequest) {
    setBusy(true);
    setError(null);
    try {
      const { token } = await signUp.mutateAsync(values);
      setCreated(true);
      if (token) {
        tokenStore.set(token);
        queryClient.clear();
        schedule(() => void navigate('/dashboard', { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
      } else {
        schedule(() => void navigate('/login', { replace: true }), RETURN_TO_LOGIN_MS);
      }
    } catch (failure) {
      const message = serverMessageOr(failure, i18n.t('auth.signup.failed'));
      setError(message);
      // Field messages go beside their fields, unless the banner already says the same thing.
      if (failure instanceof ApiError) onFieldErrors(otherThan(fieldMessages(failure), message));
    } finally {
      schedule(() => setBusy(false), LOADING_CLEAR_MS);
    }
  }

  return { submit, busy, created, error };
}

function otherThan(messages: Record<string, string>, bannerMessage: string): FieldErrors {
  return Object.fromEntries(Object.entries(messages).filter(([, message]) => message !== bannerMessage));
}
