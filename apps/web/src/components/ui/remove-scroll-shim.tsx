// Stands in for `react-remove-scroll` (aliased in vite.config.ts). The original injects a <style>
// element that the server's CSP (style-src 'self') blocks; this one locks page scroll with a class.
import { useEffect, type ElementType, type ReactNode, type Ref } from 'react';

let locks = 0;

interface RemoveScrollProps {
  as?: ElementType;
  enabled?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  allowPinchZoom?: boolean;
  shards?: unknown;
  [prop: string]: unknown;
}

export function RemoveScroll({
  as: As = 'div',
  enabled = true,
  children,
  allowPinchZoom: _pinch,
  shards: _shards,
  ...rest
}: RemoveScrollProps) {
  useEffect(() => {
    if (!enabled) return;
    locks += 1;
    document.documentElement.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove('scroll-locked');
    };
  }, [enabled]);
  return <As {...rest}>{children}</As>;
}

export default RemoveScroll;
