import { IconButton } from '../ui/button.tsx';
import { ExpandIcon, ShrinkIcon } from '../ui/icons.tsx';
import { useFullscreen } from './use-fullscreen.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

export function FullscreenToggle() {
  const { supported, active, toggle } = useFullscreen();
  const { t } = useTranslation();
  if (!supported) return null;
  return (
    <IconButton label={active ? t('nav.exitFullscreen') : t('nav.enterFullscreen')} aria-pressed={active} onClick={toggle}>
      {active ? <ShrinkIcon /> : <ExpandIcon />}
    </IconButton>
  );
}
