import type { SymbolSpec } from '@platform/shared/symbols';

/** Why a volume to close is not acceptable, or null: above 0, at most the position, in steps of the sheet. */
export function closeVolumeError(text: string, positionVolume: number, spec: SymbolSpec | undefined): string | null {
  const volume = Number(text);
  if (text.trim() === '' || !Number.isFinite(volume) || volume <= 0) return 'Enter the volume to close.';
  if (volume > positionVolume + 1e-9) return `You can close at most ${positionVolume} lots.`;
  const step = spec?.volume_step ?? 0.01;
  const steps = volume / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return `Volume must be in steps of ${step}.`;
  const min = spec?.volume_min ?? step;
  if (volume < min - 1e-9) return `Close at least ${min} lots.`;
  const rest = positionVolume - volume;
  if (rest > 1e-9 && rest < min - 1e-9) return `What stays open must be at least ${min} lots; close all instead.`;
  return null;
}
