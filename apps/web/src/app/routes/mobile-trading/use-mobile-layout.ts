import { useSyncExternalStore } from 'react';

/** Spec §2/§9: phones under 768 px, or touch devices under 1024 px, get the mobile trading screen. */
export const MOBILE_QUERY = '(max-width: 767.98px), ((hover: none) and (pointer: coarse) and (max-width: 1023.98px))';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True while the mobile screen applies; follows resizes and rotations without a reload. */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
