import { useLocation, useSearchParams } from 'react-router';

export type AuthMode = 'login' | 'signup';

/** Sign-up when the path contains 'register' or a ref is given; the ref is the referral code (spec §2). */
export function useAuthMode(): { mode: AuthMode; referralCode: string } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const ref = params.get('ref');
  const mode: AuthMode = pathname.includes('register') || ref !== null ? 'signup' : 'login';
  return { mode, referralCode: ref?.trim() ?? '' };
}
