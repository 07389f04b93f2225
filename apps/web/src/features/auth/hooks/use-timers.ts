import { useCallback, useEffect, useRef } from 'react';

/** setTimeout that is cancelled when the component unmounts (redirect and loading delays). */
export function useTimers() {
  const handles = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = handles.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((callback: () => void, ms: number) => {
    const handle = setTimeout(() => {
      handles.current.delete(handle);
      callback();
    }, ms);
    handles.current.add(handle);
  }, []);
}
