import { useState } from 'react';
import { DEFAULT_SL_TP_PIPS, LOTS_MIN } from '@platform/shared/order-limits';
import type { OrderSide, PlaceOrderRequest } from '@platform/shared/orders';
import { riskSizedLots, type RiskMode, type RiskSizing } from '@platform/shared/risk-sizing';
import { clampLots } from '../lib/lots.ts';
import { priceFromText } from '../lib/price-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import type { RiskContext } from './use-risk-context.ts';
import { pipsFromStopPrice, stopPriceFromPips, type StopKind } from '../lib/stops.ts';
import type { BidAsk } from '@platform/shared/quote';
import { placeOrderRequest } from '../lib/order-request.ts';

export type PendingKind = 'limit' | 'stop' | 'stop_limit';

export interface StopField {
  on: boolean;
  /** null until the trader sets it: the symbol's default distance. */
  pips: number | null;
  /** What the trader is typing into the price box; null shows the price derived from pips. */
  priceText: string | null;
}

const initialStop: StopField = { on: false, pips: null, priceText: null };

export interface RiskInput {
  on: boolean;
  mode: RiskMode;
  valueText: string;
}

/** Local date-time as 'yyyy-mm-ddTHH:mm' (what the expiry field holds), 'now' by default (spec §5). */
export function localDateTimeNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface SymbolInfo {
  symbol: string;
  /** The sheet's pip (pipSize(spec)); null until the sheet is there, and the ticket waits for it. */
  pipSize: number | null;
  digits: number;
  /** The symbol's default SL/TP distance (50 pips on pairs, more on crypto and commodities). */
  defaultPips?: number;
}

/** The trade panel's state and the order it would place (spec §2, §4, §5). */
export function useTradeForm(
  info: SymbolInfo,
  quote: BidAsk | undefined,
  initial: { pending?: boolean; lots?: number } = {},
  riskContext: RiskContext | null = null,
) {
  const [lotsText, setLotsText] = useState(String(initial.lots ?? LOTS_MIN));
  const [side, setSide] = useState<OrderSide | null>(null);
  const [pending, setPending] = useState(initial.pending ?? false);
  const [pendingKind, setPendingKind] = useState<PendingKind>('limit');
  const [triggerText, setTriggerText] = useState('');
  const [limitText, setLimitText] = useState('');
  const [stops, setStops] = useState<Record<StopKind, StopField>>({ sl: initialStop, tp: initialStop });
  const [expiryOn, setExpiryOn] = useState(false);
  // null while the expiry typed is no date and time: the order waits for one rather than go without.
  const [expiryText, setExpiryText] = useState<string | null>(localDateTimeNow);
  const [risk, setRisk] = useState<RiskInput>({ on: false, mode: 'percent', valueText: '1' });
  const [ocoOrderId, setOcoOrderId] = useState<number | null>(null);
  const [trailing, setTrailing] = useState<{ on: boolean; pipsText: string | null }>({ on: false, pipsText: null });
  const pipsOf = (kind: StopKind) => stops[kind].pips ?? info.defaultPips ?? DEFAULT_SL_TP_PIPS;

  const trigger = priceFromText(triggerText);
  const triggerValid = trigger !== null;
  // A stop-limit fills at its limit price (or better): that is the entry its SL, TP and risk are measured from.
  const stopLimit = pending && pendingKind === 'stop_limit';
  const limit = priceFromText(limitText);
  const limitValid = !stopLimit || limit !== null;
  const marketEntry = quote && side ? (side === 'buy' ? quote.ask : quote.bid) : undefined;
  const pendingEntry = (stopLimit ? limit : trigger) ?? undefined;
  const entry = pending ? pendingEntry : marketEntry;
  const pip = info.pipSize;
  const sizing: RiskSizing | null =
    risk.on && stops.sl.on && riskContext && pip !== null && (entry ?? quote)
      ? riskSizedLots({
          ...riskContext,
          mode: risk.mode,
          value: Number(risk.valueText),
          stopLossPips: pipsOf('sl'),
          takeProfitPips: stops.tp.on ? pipsOf('tp') : null,
          pipSize: pip,
          price: entry ?? quote!.ask,
        })
      : null;
  const lots = risk.on ? (sizing?.lots ?? 0) : clampLots(lotsText);

  const stopPrice = (kind: StopKind): number | undefined => {
    const field = stops[kind];
    if (field.priceText !== null) return Number(field.priceText);
    if (!side || entry === undefined || pip === null) return undefined;
    return stopPriceFromPips(side, kind, entry, pipsOf(kind), pip, info.digits);
  };
  const stopError = (kind: StopKind): string | undefined => {
    const field = stops[kind];
    if (!field.on) return undefined;
    if (!(pipsOf(kind) > 0)) return i18n.t(kind === 'sl' ? 'trading.panel.slPipsAbove' : 'trading.panel.tpPipsAbove');
    const price = stopPrice(kind);
    if (price !== undefined && !(Number.isFinite(price) && price > 0))
      return i18n.t(kind === 'sl' ? 'trading.panel.slInvalid' : 'trading.panel.tpInvalid');
    return undefined;
  };

  const setStop = (kind: StopKind, change: Partial<StopField>) =>
    setStops((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
  const setStopPips = (kind: StopKind, pips: number) => setStop(kind, { pips: Math.max(0, Math.round(pips * 10) / 10), priceText: null });
  const setStopPriceText = (kind: StopKind, text: string) => {
    const price = Number(text);
    const change: Partial<StopField> = { priceText: text };
    if (side && entry !== undefined && pip !== null && text.trim() !== '' && Number.isFinite(price)) {
      change.pips = pipsFromStopPrice(side, kind, entry, price, pip);
    }
    setStop(kind, change);
  };

  const riskError = (): string | undefined => {
    if (!risk.on) return undefined;
    if (!stops.sl.on) return i18n.t('trading.panel.riskNeedsStopLoss');
    if (!(Number(risk.valueText) > 0))
      return risk.mode === 'percent' ? i18n.t('trading.panel.riskPercentMissing') : i18n.t('trading.panel.riskAmountMissing');
    if (sizing?.limitedBy === 'minimum') return i18n.t('trading.panel.riskBelowMinimum');
    return undefined;
  };
  const trailingPips = Number(trailing.pipsText ?? Math.max(1, Math.round((info.defaultPips ?? DEFAULT_SL_TP_PIPS) / 2)));
  const trailingError = trailing.on && !(trailingPips >= 1) ? i18n.t('trading.panel.trailingMinimum') : undefined;
  const errors = [stopError('sl'), stopError('tp'), riskError(), trailingError].filter((message): message is string => Boolean(message));
  const ready =
    side !== null &&
    entry !== undefined &&
    pip !== null &&
    (!pending || (triggerValid && limitValid && (!expiryOn || Boolean(expiryText)))) &&
    errors.length === 0 &&
    lots > 0;

  const toRequest = (): PlaceOrderRequest | null => {
    if (!ready || !side || entry === undefined) return null;
    return placeOrderRequest({
      symbol: info.symbol,
      side,
      type: pending ? pendingKind : 'market',
      volume: lots,
      price: pending ? trigger : entry,
      limitPrice: limit,
      ...(expiryOn && expiryText ? { expiry: new Date(expiryText).toISOString() } : {}),
      ...(ocoOrderId !== null ? { ocoOrderId } : {}),
      stopLoss: stops.sl.on ? stopPrice('sl') : undefined,
      takeProfit: stops.tp.on ? stopPrice('tp') : undefined,
      ...(trailing.on ? { trailingStopPips: trailingPips } : {}),
    });
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
    limitText,
    setLimitText,
    stops,
    pipsOf,
    risk,
    setRisk: (change: Partial<RiskInput>) => setRisk((current) => ({ ...current, ...change })),
    sizing,
    ocoOrderId,
    setOcoOrderId,
    trailing: { on: trailing.on, pips: trailingPips, pipsText: trailing.pipsText },
    setTrailing: (change: Partial<{ on: boolean; pipsText: string }>) => setTrailing((current) => ({ ...current, ...change })),
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
