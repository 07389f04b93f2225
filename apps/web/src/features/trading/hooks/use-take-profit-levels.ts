import { useState } from 'react';
import { MAX_TAKE_PROFIT_LEVELS } from '@platform/shared/order-limits';
import type { Order, TakeProfitLevel } from '@platform/shared/orders';
import { i18n } from '../../../lib/i18n/i18n.ts';

export interface LevelDraft {
  priceText: string;
  lotsText: string;
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Why the staged take-profits cannot be sent, or null: each needs a price and lots, and together they close at most the position. */
export function levelsError(rows: LevelDraft[], positionLots: number): string | null {
  if (rows.some((row) => !(number(row.priceText) > 0) || !(number(row.lotsText) > 0))) return i18n.t('orderEditors.stagedTp.incomplete');
  const prices = rows.map((row) => number(row.priceText));
  if (new Set(prices).size !== prices.length) return i18n.t('orderEditors.stagedTp.samePrice');
  const total = rows.reduce((sum, row) => sum + Math.round(number(row.lotsText) * 100), 0);
  if (total > Math.round(positionLots * 100)) return i18n.t('orderEditors.stagedTp.tooMuch', { lots: positionLots.toFixed(2) });
  return null;
}

/** The SL/TP editor's staged take-profits, starting from the order's (sent whole: [] removes them). */
export function useTakeProfitLevels(order: Order) {
  const [rows, setRows] = useState<LevelDraft[]>(() =>
    order.take_profit_levels.map((level) => ({ priceText: String(level.price), lotsText: String(level.volume) })),
  );
  return {
    rows,
    add: (suggested: LevelDraft) => setRows((current) => (current.length < MAX_TAKE_PROFIT_LEVELS ? [...current, suggested] : current)),
    remove: (index: number) => setRows((current) => current.filter((_, at) => at !== index)),
    change: (index: number, patch: Partial<LevelDraft>) =>
      setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row))),
    error: levelsError(rows, order.volume),
    request: (): { take_profit_levels: TakeProfitLevel[] } => ({
      take_profit_levels: rows.map((row) => ({ price: Number(row.priceText), volume: Number(row.lotsText) })),
    }),
  };
}

export type TakeProfitLevelsEditorState = ReturnType<typeof useTakeProfitLevels>;
