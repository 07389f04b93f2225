import type { SymbolSpec } from '@platform/shared/symbols';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** Why a volume to close is not acceptable, or null: above 0, at most the position, in steps of the sheet. */
export function closeVolumeError(text: string, positionVolume: number, spec: SymbolSpec | undefined): string | null {
  const volume = Number(text);
  if (text.trim() === '' || !Number.isFinite(volume) || volume <= 0) return i18n.t('orderEditors.closeTrade.enterVolume');
  if (volume > positionVolume + 1e-9) return i18n.t('orderEditors.closeTrade.atMost', { lots: String(positionVolume) });
  const step = spec?.volume_step ?? 0.01;
  const steps = volume / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return i18n.t('orderEditors.closeTrade.steps', { step: String(step) });
  const min = spec?.volume_min ?? step;
  if (volume < min - 1e-9) return i18n.t('orderEditors.closeTrade.atLeast', { min: String(min) });
  const rest = positionVolume - volume;
  if (rest > 1e-9 && rest < min - 1e-9) return i18n.t('orderEditors.closeTrade.restTooSmall', { min: String(min) });
  return null;
}
