import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import type { SymbolSpec } from '@platform/shared/symbols';
import { pipsBetween } from '@platform/shared/trading-math';
import { pipSize as pipSizeOf } from '@platform/shared/pip-size';
import { defaultStopPips, stopStepPips } from '@platform/shared/stop-defaults';
import { validateSlTp } from '../lib/sl-tp-validation.ts';
import { stopPriceFromPips, type StopKind } from '../lib/stops.ts';

export interface EditorLevel {
  on: boolean;
  priceText: string;
  pips: number;
}

/**
 * State of the 'Stop Loss / Take Profit' editor: toggles, prices and pips kept in sync (spec §5). A new
 * level starts the symbol's default distance from the open price (50 pips on pairs, a share of the
 * price or day range on crypto and commodities), or from the current price when the market has
 * already moved past that, so turning it on never shows an error. Pips are the sheet's (staff may edit them).
 */
export function useStopsEditor(order: Order, spec: SymbolSpec, currentPrice: number | null) {
  const pipSize = pipSizeOf(spec);
  const { digits } = spec;
  // A pending order's levels are measured from its trigger price.
  const open = order.open_price ?? order.trigger_price ?? 0;
  const defaultPips = defaultStopPips({
    category: spec.category,
    price: currentPrice ?? order.open_price,
    high: spec.high,
    low: spec.low,
    pipSize,
  });
  const initial = (kind: StopKind): EditorLevel => {
    const existing = kind === 'sl' ? order.stop_loss_price : order.take_profit_price;
    let price = existing ?? stopPriceFromPips(order.side, kind, open, defaultPips, pipSize, digits);
    if (existing === null && currentPrice !== null && levelError(order, kind, price, currentPrice, pipSize, digits))
      price = stopPriceFromPips(order.side, kind, currentPrice, defaultPips, pipSize, digits);
    return { on: existing !== null, priceText: price.toFixed(digits), pips: pipsBetween(open, price, pipSize) };
  };
  const [levels, setLevels] = useState<Record<StopKind, EditorLevel>>(() => ({ sl: initial('sl'), tp: initial('tp') }));
  const update = (kind: StopKind, change: Partial<EditorLevel>) =>
    setLevels((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));

  const setPriceText = (kind: StopKind, priceText: string) => {
    const price = Number(priceText);
    update(
      kind,
      priceText.trim() !== '' && Number.isFinite(price) ? { priceText, pips: pipsBetween(open, price, pipSize) } : { priceText },
    );
  };
  const setPips = (kind: StopKind, pips: number) => {
    const whole = Math.max(0, Math.round(Number.isFinite(pips) ? pips : 0));
    update(kind, { pips: whole, priceText: stopPriceFromPips(order.side, kind, open, whole, pipSize, digits).toFixed(digits) });
  };
  const priceOf = (kind: StopKind) => (levels[kind].priceText.trim() === '' ? Number.NaN : Number(levels[kind].priceText));

  const error =
    currentPrice === null
      ? null
      : validateSlTp({
          side: order.side,
          currentPrice,
          pipSize,
          digits,
          stopLossOn: levels.sl.on,
          stopLoss: priceOf('sl'),
          takeProfitOn: levels.tp.on,
          takeProfit: priceOf('tp'),
        });

  return {
    defaultPips,
    step: stopStepPips(defaultPips),
    levels,
    setOn: (kind: StopKind, on: boolean) => update(kind, { on }),
    setPriceText,
    setPips,
    priceOf,
    error,
    request: () => ({
      stop_loss_price: levels.sl.on ? priceOf('sl') : null,
      take_profit_price: levels.tp.on ? priceOf('tp') : null,
    }),
  };
}

/** Whether one level alone would fail the editor's rule at the current price. */
function levelError(order: Order, kind: StopKind, price: number, currentPrice: number, pipSize: number, digits: number): boolean {
  const on = { stopLossOn: kind === 'sl', takeProfitOn: kind === 'tp', stopLoss: price, takeProfit: price };
  return validateSlTp({ side: order.side, currentPrice, pipSize, digits, ...on }) !== null;
}
