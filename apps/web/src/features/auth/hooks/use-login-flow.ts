import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@platform/shared/auth';
import { SECURITY_MESSAGES } from '@platform/shared/security-messages';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { loadedQueryClient } from '../../../lib/loaded-query-client.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { logIn, logInWithCode } from '../api/log-in.ts';
import { LOADING_CLEAR_MS, REDIRECT_AFTER_SUCCESS_MS } from './auth-timing.ts';
import { useTimers } from './use-timers.ts';

/**
 * Login states of spec §4: idle → submitting → success ('Login Successful', then /dashboard) or error;
 * with two-factor sign-in on, a code step sits between the password and success.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const schedule = useTimers();
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  function signedIn(token: string) {
    tokenStore.set(token);
    // A previous trader's cached data, if this tab had any.
    loadedQueryClient()?.clear();
    setSucceeded(true);
    schedule(() => void navigate('/dashboard', { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
  }

  async function submit(values: LoginRequest) {
    setBusy(true);
    setError(null);
    try {
      const answer = await logIn(values);
      if ('challenge' in answer) setChallenge(answer.challenge);
      else if (answer.token) signedIn(answer.token);
      else throw new Error('no token');
    } catch (caught) {
      // A rate limit says what to do; anything else is the spec's one banner.
      const failed = i18n.t('auth.login.failed');
      setError(caught instanceof ApiError && caught.status === 429 ? serverMessageOr(caught, failed) : failed);
    } finally {
      schedule(() => setBusy(false), LOADING_CLEAR_MS);
    }
  }

  async function submitCode(code: string) {
    if (!challenge) return;
    setBusy(true);
    setError(null);
    try {
      signedIn((await logInWithCode({ challenge, code })).token);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        setChallenge(null);
        setError(SECURITY_MESSAGES.challengeExpired);
      } else setError(serverMessageOr(caught, SECURITY_MESSAGES.invalidCode));
    } finally {
      schedule(() => setBusy(false), LOADING_CLEAR_MS);
    }
  }

  function restart() {
    setChallenge(null);
    setError(null);
  }

  return { submit, submitCode, restart, busy, succeeded, error, needsCode: challenge !== null };
}
