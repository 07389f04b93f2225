import { stopsMessages } from '@platform/shared/orders';
import { readOptionalPrice } from '@platform/shared/numbers';
import { AppError } from '../../errors/app-error.ts';
import type { RiskToolSettings } from '../../engine/trailing-stop.ts';

/** The SL/TP editor's body in engine terms; a missing trailing or break-even field keeps the current setting. */
export interface StopsInput extends RiskToolSettings {
  stopLossPrice: number | null;
  takeProfitPrice: number | null;
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
  const breakEvenPips = readPips('break_even_pips', 'Break-even must be a number of pips above 0.');
  const offset = input.break_even_offset_pips;
  const breakEvenOffsetPips =
    offset === 0 ? 0 : readPips('break_even_offset_pips', 'Break-even offset must be a number of pips, 0 or more.');
  return {
    stopLossPrice: read('stop_loss_price', stopsMessages.invalidStopLoss),
    takeProfitPrice: read('take_profit_price', stopsMessages.invalidTakeProfit),
    ...(trailingStopPips === undefined ? {} : { trailingStopPips }),
    ...(breakEvenPips === undefined ? {} : { breakEvenPips }),
    ...(breakEvenOffsetPips === undefined ? {} : { breakEvenOffsetPips }),
  };
}
