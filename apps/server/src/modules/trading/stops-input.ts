import { stopsMessages } from '@platform/shared/orders';
import { AppError } from '../../errors/app-error.ts';

/** Reads the SL/TP editor's body: a missing or null level removes it; anything else must be a finite positive price. */
export function parseStopsBody(body: unknown): { stopLossPrice: number | null; takeProfitPrice: number | null } {
  const input = (body ?? {}) as Record<string, unknown>;
  const read = (field: string, message: string): number | null => {
    const value = input[field];
    if (value === null || value === undefined) return null;
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) throw AppError.validation({ [field]: [message] }, message);
    return number;
  };
  return {
    stopLossPrice: read('stop_loss_price', stopsMessages.invalidStopLoss),
    takeProfitPrice: read('take_profit_price', stopsMessages.invalidTakeProfit),
  };
}
