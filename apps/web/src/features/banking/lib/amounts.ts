/** A positive USD amount with at most 2 decimals, as typed. */
export const usdAmountPattern = /^(?:\d+(?:\.\d{1,2})?|\.\d{1,2})$/;

export function isValidUsdAmount(value: string): boolean {
  const trimmed = value.trim();
  return usdAmountPattern.test(trimmed) && Number(trimmed) > 0;
}

export type StatusTone = 'success' | 'pending' | 'failure' | 'neutral';

/** Spec §4: approved, completed or success green; pending amber; rejected or failed red; others neutral. */
export function statusTone(status: string): StatusTone {
  const normalised = status.toLowerCase();
  if (['approved', 'completed', 'success'].includes(normalised)) return 'success';
  if (normalised === 'pending') return 'pending';
  if (['rejected', 'failed'].includes(normalised)) return 'failure';
  return 'neutral';
}
