import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { i18n } from '../../../lib/i18n/i18n.ts';

export interface RiskToolsDraft {
  trailingOn: boolean;
  trailingText: string;
  /** Profit in pips before the trailing stop follows; empty = at once. */
  activationText: string;
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
    if (!(pips >= 1 && pips <= MAX_PIPS)) return i18n.t('trading.riskTools.trailingRange', { max: String(MAX_PIPS) });
    const activation = draft.activationText.trim() === '' ? null : Number(draft.activationText);
    if (activation !== null && !(activation >= 1 && activation <= MAX_PIPS))
      return i18n.t('trading.riskTools.activationRange', { max: String(MAX_PIPS) });
  }
  if (draft.breakEvenOn) {
    const pips = number(draft.breakEvenText);
    if (!(pips >= 1 && pips <= MAX_PIPS)) return i18n.t('trading.riskTools.breakEvenRange', { max: String(MAX_PIPS) });
    const offset = draft.offsetText.trim() === '' ? 0 : Number(draft.offsetText);
    if (!(offset >= 0 && offset <= pips - 1)) return i18n.t('trading.riskTools.offsetRange');
  }
  return null;
}

/** The SL/TP editor's trailing stop and break-even part, defaulting to the order's settings (or `defaultPips`). */
export function useRiskToolsEditor(order: Order, defaultPips: number) {
  const [draft, setDraft] = useState<RiskToolsDraft>(() => ({
    trailingOn: order.trailing_stop_pips !== null,
    trailingText: String(order.trailing_stop_pips ?? Math.max(1, Math.round(defaultPips / 2))),
    activationText: order.trailing_activation_pips === null ? '' : String(order.trailing_activation_pips),
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
      trailing_activation_pips: draft.trailingOn && draft.activationText.trim() !== '' ? Number(draft.activationText) : null,
      // A spent break-even (null on the order) stays off unless the trader turns it on again.
      break_even_pips: draft.breakEvenOn ? Number(draft.breakEvenText) : null,
      break_even_offset_pips: draft.breakEvenOn ? Number(draft.offsetText || 0) : null,
    }),
  };
}
