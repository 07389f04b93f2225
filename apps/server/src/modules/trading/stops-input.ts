import { z } from 'zod';
import type { UpdateStops } from '@platform/shared/orders';

const pips = z.number().finite().nullable().optional();

/** The SL/TP editor's body in engine terms, as it travels to the engine's instance; a missing trailing or break-even field keeps the current setting. */
export const stopsInputSchema = z.object({
  stopLossPrice: z.number().finite().nullable(),
  takeProfitPrice: z.number().finite().nullable(),
  /** Staged take-profits: [] removes them, absent keeps them. */
  takeProfitLevels: z.array(z.object({ price: z.number().finite(), volume: z.number().finite() })).optional(),
  trailingStopPips: pips,
  trailingActivationPips: pips,
  breakEvenPips: pips,
  breakEvenOffsetPips: pips,
});
export type StopsInput = z.output<typeof stopsInputSchema>;

/** The body parsed by the shared `updateStopsRequestSchema`, in engine terms: a missing SL or TP removes it. */
export function stopsInputOf(body: UpdateStops): StopsInput {
  return {
    stopLossPrice: body.stop_loss_price ?? null,
    takeProfitPrice: body.take_profit_price ?? null,
    ...(body.trailing_stop_pips === undefined ? {} : { trailingStopPips: body.trailing_stop_pips }),
    ...(body.trailing_activation_pips === undefined ? {} : { trailingActivationPips: body.trailing_activation_pips }),
    ...(body.take_profit_levels === undefined ? {} : { takeProfitLevels: body.take_profit_levels }),
    ...(body.break_even_pips === undefined ? {} : { breakEvenPips: body.break_even_pips }),
    ...(body.break_even_offset_pips === undefined ? {} : { breakEvenOffsetPips: body.break_even_offset_pips }),
  };
}
