import { useState } from 'react';
import type { Order } from '@platform/shared/orders';

export interface RiskToolsDraft {
  trailingOn: boolean;
  trailingText: string;
  breakEvenOn: boolean;
  breakEvenText: string;
  offsetText: string;
}

const MAX_PIPS = 1_000_000;

/** Why the trailing stop or break-even values cannot be sent, or null (the server's rules, said first here). */
export function riskToolsError(draft: RiskToolsDraft): string | null {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  if (draft.trailingOn) {
    const pips = number(draft.trailingText);
    if (!(pips >= 1 && pips <= MAX_PIPS)) return `Trailing stop must be between 1 and ${MAX_PIPS} pips.`;
  }
  if (draft.breakEvenOn) {
    const pips = number(draft.breakEvenText);
    if (!(pips >= 1 && pips <= MAX_PIPS)) return `Break-even must be between 1 and ${MAX_PIPS} pips of profit.`;
    const offset = draft.offsetText.trim() === '' ? 0 : Number(draft.offsetText);
    if (!(offset >= 0 && offset <= pips - 1)) return 'Break-even offset must be 0 or more and at least 1 pip below the break-even profit.';
  }
  return null;
}

/** The SL/TP editor's trailing stop and break-even part, defaulting to the order's settings (or `defaultPips`). */
export function useRiskToolsEditor(order: Order, defaultPips: number) {
  const [draft, setDraft] = useState<RiskToolsDraft>(() => ({
    trailingOn: order.trailing_stop_pips !== null,
    trailingText: String(order.trailing_stop_pips ?? Math.max(1, Math.round(defaultPips / 2))),
    breakEvenOn: order.break_even_pips !== null,
    breakEvenText: String(order.break_even_pips ?? defaultPips),
    offsetText: String(order.break_even_pips !== null ? order.break_even_offset_pips : 0),
  }));
  const change = (patch: Partial<RiskToolsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return {
    draft,
    change,
    error: riskToolsError(draft),
    request: () => ({
      trailing_stop_pips: draft.trailingOn ? Number(draft.trailingText) : null,
      // A spent break-even (null on the order) stays off unless the trader turns it on again.
      break_even_pips: draft.breakEvenOn ? Number(draft.breakEvenText) : null,
      break_even_offset_pips: draft.breakEvenOn ? Number(draft.offsetText || 0) : null,
    }),
  };
}
