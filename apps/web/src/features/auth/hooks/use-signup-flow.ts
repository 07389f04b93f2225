import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SignupRequest } from '@platform/shared/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { useSignUp } from '../api/sign-up.ts';
import { LOADING_CLEAR_MS, REDIRECT_AFTER_SUCCESS_MS, RETURN_TO_LOGIN_MS } from './auth-timing.ts';
import { useTimers } from './use-timers.ts';

export const SIGNUP_FAILED = 'Sign up failed. Please try again.';
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
      const message = serverMessage(failure) || SIGNUP_FAILED;
      setError(message);
      // Field messages go beside their fields, unless the banner already says the same thing.
      if (failure instanceof ApiError) onFieldErrors(firstMessages(failure.body.errors, message));
    } finally {
      schedule(() => setBusy(false), LOADING_CLEAR_MS);
    }
  }

  return { submit, busy, created, error };
}

function serverMessage(failure: unknown): string {
  return failure instanceof ApiError && typeof failure.body.message === 'string' ? failure.body.message : '';
}

function firstMessages(errors: unknown, bannerMessage: string): FieldErrors {
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string' && first !== bannerMessage) result[field] = first;
  }
  return result;
}
