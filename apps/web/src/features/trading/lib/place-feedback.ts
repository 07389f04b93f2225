import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import type { PlaceOrderResult } from '../api/place-order.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { localMessage, serverMessageOr } from '../../../lib/server-message.ts';
import { directionText } from './direction-text.ts';

export type FeedbackTone = 'success' | 'warning' | 'error';
export interface PlaceFeedback {
  tone: FeedbackTone;
  title: string;
  description?: string;
  /** A way out the answer offers: to Deposit after 'Insufficient Margin' (issue 33). */
  action?: { label: string; href: string };
}

const depositAction = () => ({ label: i18n.t('trading.place.deposit'), href: '/deposit' });

/** A price as the symbol writes it; without its digits, as the server sent it. */
const priceText = (price: number | null, digits: number | undefined) =>
  price === null ? '—' : digits === undefined ? String(price) : price.toFixed(digits);

type PlacedOrder = PlaceOrderResult['data']['order'];

/** "BUY LIMIT 0.10 lots EURUSD": a pending order's words (the spec's success text says "executed", untrue for it). */
const pendingSummary = (order: PlacedOrder) =>
  i18n.t('trading.place.mobileSummary', {
    side: directionText(order, i18n.t).toUpperCase(),
    lots: order.volume.toFixed(2),
    symbol: order.symbol,
  });

const detail = (details: Record<string, unknown> | undefined, key: string) => {
  const value = details?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Spec §8: the desktop toast for a placement's answer; a pending order says it is placed and waiting. */
export function placeSuccessFeedback(result: PlaceOrderResult, digits?: number): PlaceFeedback {
  const { order } = result.data;
  if (order.status === 'pending' && order.order_type !== 'market') {
    return {
      tone: 'success',
      title: i18n.t('trading.place.pendingPlaced'),
      description: i18n.t('trading.place.pendingText', { order: pendingSummary(order), price: priceText(order.trigger_price, digits) }),
    };
  }
  return result.code === 'ORDER_QUEUED'
    ? { tone: 'success', title: i18n.t('trading.place.queued'), description: i18n.t('trading.place.queuedText') }
    : { tone: 'success', title: i18n.t('trading.place.placed'), description: i18n.t('trading.place.placedText') };
}

/** Spec §8: the desktop toast for a failed placement, by error code. */
export function placeErrorFeedback(error: unknown): PlaceFeedback {
  if (error instanceof NetworkError) {
    return { tone: 'error', title: i18n.t('trading.place.networkError'), description: i18n.t('trading.place.networkText') };
  }
  if (!(error instanceof ApiError))
    return { tone: 'error', title: i18n.t('trading.place.rejected'), description: i18n.t('trading.requestFailed') };
  const { code, details, errors } = error.body;
  switch (code) {
    case 'INSUFFICIENT_MARGIN':
      return { tone: 'warning', title: i18n.t('trading.place.insufficientMargin'), action: depositAction() };
    case 'VOLUME_STEP_INVALID':
      return {
        tone: 'error',
        title: i18n.t('trading.place.volumeStep'),
        description: i18n.t('trading.place.volumeStepText', { step: detail(details, 'step'), requested: detail(details, 'requested') }),
      };
    case 'VOLUME_OUT_OF_RANGE':
      return {
        tone: 'error',
        title: i18n.t('trading.place.volumeRange'),
        description: i18n.t('trading.place.volumeRangeText', {
          min: detail(details, 'min'),
          max: detail(details, 'max'),
          requested: detail(details, 'requested'),
        }),
      };
  }
  if (errors && Object.keys(errors).length > 0) {
    return {
      tone: 'error',
      title: i18n.t('trading.place.validation'),
      description: Object.values(errors).flat().map(localMessage).join(' • '),
    };
  }
  return {
    tone: 'error',
    title: i18n.t('trading.place.rejected'),
    description: serverMessageOr(error, i18n.t('trading.requestFailed')),
  };
}

export interface ResultDialogContent {
  type: 'success' | 'error';
  title: string;
  description: string;
  /** A second line: the fill price, or where a pending order waits (issue 33). */
  detail?: string;
  action?: PlaceFeedback['action'];
}

/** Spec §8 (mobile): the result dialog after a placement, with the fill price (or a pending order's trigger). */
export function mobilePlaceSuccess(result: PlaceOrderResult, digits?: number): ResultDialogContent {
  const { order } = result.data;
  const { side, volume, symbol } = order;
  if (order.status === 'pending' && order.order_type !== 'market') {
    return {
      type: 'success',
      title: i18n.t('trading.place.pendingPlaced'),
      description: pendingSummary(order),
      detail: i18n.t('trading.place.waitingAt', { price: priceText(order.trigger_price, digits) }),
    };
  }
  const description = i18n.t('trading.place.mobileSummary', { side: i18n.t(`mobile.sides.${side}`), lots: volume.toFixed(2), symbol });
  if (result.code === 'ORDER_QUEUED') return { type: 'success', title: i18n.t('trading.place.queued'), description };
  return {
    type: 'success',
    title: i18n.t('trading.place.placed'),
    description,
    detail: i18n.t('trading.place.filledAt', { price: priceText(order.open_price, digits) }),
  };
}

export function mobilePlaceError(error: unknown): ResultDialogContent {
  if (error instanceof NetworkError)
    return { type: 'error', title: i18n.t('trading.place.networkError'), description: i18n.t('trading.place.mobileNetworkText') };
  return {
    type: 'error',
    title: i18n.t('trading.place.failed'),
    description: serverMessageOr(error, i18n.t('trading.place.unknownError')),
    ...(error instanceof ApiError && error.body.code === 'INSUFFICIENT_MARGIN' ? { action: depositAction() } : {}),
  };
}
