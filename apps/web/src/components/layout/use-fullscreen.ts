import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => document.fullscreenElement !== null;

/** The Fullscreen API as state: { supported, active, toggle }. */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isFullscreen);
  const toggle = useCallback(() => {
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => undefined);
  }, []);
  return { supported: document.fullscreenEnabled, active, toggle };
}
