import { IconButton } from '../ui/button.tsx';
import { ExpandIcon, ShrinkIcon } from '../ui/icons.tsx';
import { useFullscreen } from './use-fullscreen.ts';

export function FullscreenToggle() {
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  return (
    <IconButton label={active ? 'Exit fullscreen' : 'Enter fullscreen'} aria-pressed={active} onClick={toggle}>
      {active ? <ShrinkIcon /> : <ExpandIcon />}
    </IconButton>
  );
}
