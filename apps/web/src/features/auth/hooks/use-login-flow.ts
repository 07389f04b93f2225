import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@platform/shared/auth';
import { tokenStore } from '../../../lib/token-store.ts';
import { useLogIn } from '../api/log-in.ts';
import { LOADING_CLEAR_MS, REDIRECT_AFTER_SUCCESS_MS } from './auth-timing.ts';
import { useTimers } from './use-timers.ts';

export const LOGIN_FAILED = 'Invalid credentials. Please try again.';

/** Login states of spec §4: idle → submitting → success ('Login Successful', then /dashboard) or error. */
export function useLoginFlow() {
  const logIn = useLogIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimers();
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: LoginRequest) {
    setBusy(true);
    setError(null);
    try {
      const { token } = await logIn.mutateAsync(values);
      if (!token) throw new Error('no token');
      tokenStore.set(token);
      queryClient.clear();
      setSucceeded(true);
      schedule(() => void navigate('/dashboard', { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
    } catch {
      setError(LOGIN_FAILED);
    } finally {
      schedule(() => setBusy(false), LOADING_CLEAR_MS);
    }
  }

  return { submit, busy, succeeded, error };
}
