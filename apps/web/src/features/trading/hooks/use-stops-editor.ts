import { useState } from 'react';
import { DEFAULT_SL_TP_PIPS, type Order } from '@platform/shared/orders';
import { pipsBetween } from '@platform/shared/trading-math';
import { validateSlTp } from '../lib/sl-tp-validation.ts';
import { editorPipSize, stopPriceFromPips, type StopKind } from '../lib/stops.ts';

export interface EditorLevel {
  on: boolean;
  priceText: string;
  pips: number;
}

/** State of the 'Stop Loss / Take Profit' editor: toggles, prices and pips kept in sync (spec §5). */
export function useStopsEditor(order: Order, digits: number, currentPrice: number | null) {
  const pipSize = editorPipSize(digits);
  const open = order.open_price ?? 0;
  const initial = (kind: StopKind): EditorLevel => {
    const existing = kind === 'sl' ? order.stop_loss_price : order.take_profit_price;
    const price = existing ?? stopPriceFromPips(order.side, kind, open, DEFAULT_SL_TP_PIPS, pipSize, digits);
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
