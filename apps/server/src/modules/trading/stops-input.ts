import { stopsMessages, takeProfitLevelSchema } from '@platform/shared/orders';
import { z } from 'zod';
import { readOptionalPrice } from '@platform/shared/numbers';
import { AppError } from '../../errors/app-error.ts';
import type { RiskToolSettings } from '../../engine/trailing-stop.ts';
import type { TakeProfitLevelInput } from '../../engine/take-profit-levels.ts';

/** The SL/TP editor's body in engine terms; a missing trailing or break-even field keeps the current setting. */
export interface StopsInput extends RiskToolSettings {
  stopLossPrice: number | null;
  takeProfitPrice: number | null;
  /** Staged take-profits: [] removes them, absent keeps them. */
  takeProfitLevels?: TakeProfitLevelInput[];
}

const levelsSchema = z.array(takeProfitLevelSchema, { error: 'Take-profit levels must be a list of prices and volumes.' });

/** Reads `take_profit_levels`: absent keeps, null or [] removes, else up to four { price, volume }. */
function readLevels(value: unknown): TakeProfitLevelInput[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  const parsed = levelsSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Take-profit levels must be a list of prices and volumes.';
    throw AppError.validation({ take_profit_levels: [message] }, message);
  }
  return parsed.data;
}

/** Reads the SL/TP editor's body: a missing or null level removes it; anything else must be a finite positive price. */
export function parseStopsBody(body: unknown): StopsInput {
  const input = (body ?? {}) as Record<string, unknown>;
  const read = (field: string, message: string): number | null => {
    const parsed = readOptionalPrice(input[field], field === 'stop_loss_price' ? 'Stop loss' : 'Take profit');
    if (!parsed.ok) throw AppError.validation({ [field]: [message] }, message);
    return parsed.value;
  };
  const readPips = (field: string, message: string): number | null | undefined =>
    input[field] === undefined ? undefined : read(field, message);
  const trailingStopPips = readPips('trailing_stop_pips', 'Trailing stop must be a number of pips above 0.');
  const trailingActivationPips = readPips('trailing_activation_pips', 'Trailing activation must be a number of pips above 0.');
  const takeProfitLevels = readLevels(input.take_profit_levels);
  const breakEvenPips = readPips('break_even_pips', 'Break-even must be a number of pips above 0.');
  const offset = input.break_even_offset_pips;
  const breakEvenOffsetPips =
    offset === 0 ? 0 : readPips('break_even_offset_pips', 'Break-even offset must be a number of pips, 0 or more.');
  return {
    stopLossPrice: read('stop_loss_price', stopsMessages.invalidStopLoss),
    takeProfitPrice: read('take_profit_price', stopsMessages.invalidTakeProfit),
    ...(trailingStopPips === undefined ? {} : { trailingStopPips }),
    ...(trailingActivationPips === undefined ? {} : { trailingActivationPips }),
    ...(takeProfitLevels === undefined ? {} : { takeProfitLevels }),
    ...(breakEvenPips === undefined ? {} : { breakEvenPips }),
    ...(breakEvenOffsetPips === undefined ? {} : { breakEvenOffsetPips }),
  };
}
