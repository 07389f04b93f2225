import { useState } from 'react';
import type { OrderSide } from '@platform/shared/orders';
import { stopsFromPips } from '@platform/shared/trading-math';
import type { OrderTicket } from '../../../features/trading/lib/order-request.ts';

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

  /** The stops a market order at `entry` carries: SL and TP as prices, the trailing stop in pips. */
  const levels = (
    side: OrderSide,
    entry: number,
    pipSize: number,
    digits: number,
  ): Pick<OrderTicket, 'stopLoss' | 'takeProfit' | 'trailingStopPips'> => {
    const prices = stopsFromPips(side, entry, pipsOf('sl'), pipsOf('tp'), pipSize, digits);
    return {
      ...(stops.sl.on ? { stopLoss: prices.stopLoss } : {}),
      ...(stops.tp.on ? { takeProfit: prices.takeProfit } : {}),
      ...(stops.trailing.on ? { trailingStopPips: pipsOf('trailing') } : {}),
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
    levels,
  };
}

export type PhoneStops = ReturnType<typeof usePhoneStops>;
