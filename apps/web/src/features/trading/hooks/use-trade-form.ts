import { useState } from 'react';
import { DEFAULT_LEVERAGE, DEFAULT_SL_TP_PIPS, LOTS_MIN, type OrderSide, type PlaceOrderRequest } from '@platform/shared/orders';
import { clampLots } from '../lib/lots.ts';
import { pipsFromStopPrice, stopPriceFromPips, type StopKind } from '../lib/stops.ts';
import type { Quote } from '../lib/usd-rate.ts';

export type PendingKind = 'limit' | 'stop';

export interface StopField {
  on: boolean;
  pips: number;
  /** What the trader is typing into the price box; null shows the price derived from pips. */
  priceText: string | null;
}

const initialStop: StopField = { on: false, pips: DEFAULT_SL_TP_PIPS, priceText: null };

/** Local date-time for an <input type="datetime-local">, 'now' by default (spec §5). */
export function localDateTimeNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface SymbolInfo {
  symbol: string;
  pipSize: number;
  digits: number;
}

/** The trade panel's state and the order it would place (spec §2, §4, §5). */
export function useTradeForm(info: SymbolInfo, quote: Quote | undefined, initial: { pending?: boolean; lots?: number } = {}) {
  const [lotsText, setLotsText] = useState(String(initial.lots ?? LOTS_MIN));
  const [side, setSide] = useState<OrderSide | null>(null);
  const [pending, setPending] = useState(initial.pending ?? false);
  const [pendingKind, setPendingKind] = useState<PendingKind>('limit');
  const [triggerText, setTriggerText] = useState('');
  const [stops, setStops] = useState<Record<StopKind, StopField>>({ sl: initialStop, tp: initialStop });
  const [expiryOn, setExpiryOn] = useState(false);
  const [expiryText, setExpiryText] = useState(localDateTimeNow);

  const lots = clampLots(lotsText);
  const trigger = Number(triggerText);
  const triggerValid = triggerText.trim() !== '' && Number.isFinite(trigger) && trigger > 0;
  const marketEntry = quote && side ? (side === 'buy' ? quote.ask : quote.bid) : undefined;
  const entry = pending ? (triggerValid ? trigger : undefined) : marketEntry;

  const stopPrice = (kind: StopKind): number | undefined => {
    const field = stops[kind];
    if (field.priceText !== null) return Number(field.priceText);
    if (!side || entry === undefined) return undefined;
    return stopPriceFromPips(side, kind, entry, field.pips, info.pipSize, info.digits);
  };
  const stopError = (kind: StopKind): string | undefined => {
    const field = stops[kind];
    if (!field.on) return undefined;
    const name = kind === 'sl' ? 'Stop loss' : 'Take profit';
    if (!(field.pips > 0)) return `${name} pips must be above 0.`;
    const price = stopPrice(kind);
    if (price !== undefined && !(Number.isFinite(price) && price > 0)) return `Enter a valid ${name.toLowerCase()} price.`;
    return undefined;
  };

  const setStop = (kind: StopKind, change: Partial<StopField>) =>
    setStops((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
  const setStopPips = (kind: StopKind, pips: number) => setStop(kind, { pips: Math.max(0, Math.round(pips * 10) / 10), priceText: null });
  const setStopPriceText = (kind: StopKind, text: string) => {
    const price = Number(text);
    const change: Partial<StopField> = { priceText: text };
    if (side && entry !== undefined && text.trim() !== '' && Number.isFinite(price)) {
      change.pips = pipsFromStopPrice(side, kind, entry, price, info.pipSize);
    }
    setStop(kind, change);
  };

  const errors = [stopError('sl'), stopError('tp')].filter((message): message is string => Boolean(message));
  const ready = side !== null && entry !== undefined && (!pending || triggerValid) && errors.length === 0;

  const toRequest = (): PlaceOrderRequest | null => {
    if (!ready || !side || entry === undefined) return null;
    const request: PlaceOrderRequest = {
      symbol: info.symbol,
      side,
      order_type: pending ? pendingKind : 'market',
      volume: lots,
      leverage: DEFAULT_LEVERAGE,
    };
    if (pending) {
      request.trigger_price = trigger;
      if (expiryOn && expiryText) request.expiry = new Date(expiryText).toISOString();
    } else request.open_price = entry;
    if (stops.sl.on) request.stop_loss_price = stopPrice('sl');
    if (stops.tp.on) request.take_profit_price = stopPrice('tp');
    return request;
  };

  return {
    lotsText,
    setLotsText,
    commitLots: () => setLotsText(String(clampLots(lotsText))),
    lots,
    side,
    setSide,
    pending,
    setPending,
    pendingKind,
    setPendingKind,
    triggerText,
    setTriggerText,
    stops,
    setStopOn: (kind: StopKind, on: boolean) => setStop(kind, { on }),
    setStopPips,
    setStopPriceText,
    commitStopPrice: (kind: StopKind) => setStop(kind, { priceText: null }),
    stopPrice,
    expiryOn,
    setExpiryOn,
    expiryText,
    setExpiryText,
    entry,
    errors,
    ready,
    toRequest,
  };
}

export type TradeForm = ReturnType<typeof useTradeForm>;
