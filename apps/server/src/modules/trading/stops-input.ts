import { stopsMessages } from '@platform/shared/orders';
import { readOptionalPrice } from '@platform/shared/numbers';
import { AppError } from '../../errors/app-error.ts';

/** Reads the SL/TP editor's body: a missing or null level removes it; anything else must be a plain positive price. */
export function parseStopsBody(body: unknown): { stopLossPrice: number | null; takeProfitPrice: number | null } {
  const input = (body ?? {}) as Record<string, unknown>;
  const read = (field: string, message: string): number | null => {
    const parsed = readOptionalPrice(input[field], field === 'stop_loss_price' ? 'Stop loss' : 'Take profit');
    if (!parsed.ok) throw AppError.validation({ [field]: [message] }, message);
    return parsed.value;
  };
  return {
    stopLossPrice: read('stop_loss_price', stopsMessages.invalidStopLoss),
    takeProfitPrice: read('take_profit_price', stopsMessages.invalidTakeProfit),
  };
}
