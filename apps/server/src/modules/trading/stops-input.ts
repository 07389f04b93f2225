import type { UpdateStops } from '@platform/shared/orders';
import type { RiskToolSettings } from '../../engine/trailing-stop.ts';
import type { TakeProfitLevelInput } from '../../engine/take-profit-levels.ts';

/** The SL/TP editor's body in engine terms; a missing trailing or break-even field keeps the current setting. */
export interface StopsInput extends RiskToolSettings {
  stopLossPrice: number | null;
  takeProfitPrice: number | null;
  /** Staged take-profits: [] removes them, absent keeps them. */
  takeProfitLevels?: TakeProfitLevelInput[];
}

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
