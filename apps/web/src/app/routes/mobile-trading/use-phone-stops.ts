import { useState } from 'react';
import type { OrderSide, PlaceOrderRequest } from '@platform/shared/orders';
import { stopsFromPips } from '@platform/shared/trading-math';

export type PhoneStopKind = 'sl' | 'tp' | 'trailing';

export interface StopSwitch {
  on: boolean;
  /** What the trader typed; null shows the symbol's default distance. */
  pipsText: string | null;
}

const off: StopSwitch = { on: false, pipsText: null };

/** The phone ticket's stop loss, take profit and trailing stop switches, in pips from the fill (issue 33). */
export function usePhoneStops(defaultPips: number) {
  const [stops, setStops] = useState<Record<PhoneStopKind, StopSwitch>>({ sl: off, tp: off, trailing: off });
  const defaultOf = (kind: PhoneStopKind) => (kind === 'trailing' ? Math.max(1, Math.round(defaultPips / 2)) : defaultPips);
  const pipsOf = (kind: PhoneStopKind) => Number(stops[kind].pipsText ?? defaultOf(kind));
  const invalid = (Object.keys(stops) as PhoneStopKind[]).filter((kind) => stops[kind].on && !(pipsOf(kind) > 0));
  const set = (kind: PhoneStopKind, change: Partial<StopSwitch>) =>
    setStops((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));

  /** The stops a market order at `entry` carries, as the request's prices (SL, TP) and pips (trailing). */
  const toRequest = (side: OrderSide, entry: number, pipSize: number, digits: number): Partial<PlaceOrderRequest> => {
    const levels = stopsFromPips(side, entry, pipsOf('sl'), pipsOf('tp'), pipSize, digits);
    return {
      ...(stops.sl.on ? { stop_loss_price: levels.stopLoss } : {}),
      ...(stops.tp.on ? { take_profit_price: levels.takeProfit } : {}),
      ...(stops.trailing.on ? { trailing_stop_pips: pipsOf('trailing') } : {}),
    };
  };

  return {
    stops,
    pipsOf,
    invalid,
    setOn: (kind: PhoneStopKind, on: boolean) => set(kind, { on }),
    setPipsText: (kind: PhoneStopKind, pipsText: string) => set(kind, { pipsText }),
    /** Sizing by risk turns SL (and TP when given) on at the distances the lots were sized for. */
    applyPlan: (stopLossPips: number, takeProfitPips: number | null) =>
      setStops((current) => ({
        ...current,
        sl: { on: true, pipsText: String(stopLossPips) },
        tp: takeProfitPips === null ? current.tp : { on: true, pipsText: String(takeProfitPips) },
      })),
    toRequest,
  };
}

export type PhoneStops = ReturnType<typeof usePhoneStops>;
