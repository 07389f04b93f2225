import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import type { PlaceOrderResult } from '../api/place-order.ts';

export type FeedbackTone = 'success' | 'warning' | 'error';
export interface PlaceFeedback {
  tone: FeedbackTone;
  title: string;
  description?: string;
}

const detail = (details: Record<string, unknown> | undefined, key: string) => {
  const value = details?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Spec §8: the desktop toast for a placement's answer. */
export function placeSuccessFeedback(result: PlaceOrderResult): PlaceFeedback {
  return result.code === 'ORDER_QUEUED'
    ? { tone: 'success', title: 'Order Queued', description: 'Your order has been accepted and queued for execution.' }
    : { tone: 'success', title: 'Trade Placed Successfully', description: 'Your order has been executed.' };
}

/** Spec §8: the desktop toast for a failed placement, by error code. */
export function placeErrorFeedback(error: unknown): PlaceFeedback {
  if (error instanceof NetworkError) {
    return { tone: 'error', title: 'Network Error', description: "We couldn't reach the server. Please try again." };
  }
  if (!(error instanceof ApiError)) return { tone: 'error', title: 'Trade Rejected', description: 'Request failed.' };
  const { code, details, errors, message } = error.body;
  switch (code) {
    case 'INSUFFICIENT_MARGIN':
      return { tone: 'warning', title: 'Insufficient Margin make Deposit First' };
    case 'VOLUME_STEP_INVALID':
      return {
        tone: 'error',
        title: 'Invalid Volume Step',
        description: `Volume must be in steps of ${detail(details, 'step')}. You entered ${detail(details, 'requested')}.`,
      };
    case 'VOLUME_OUT_OF_RANGE':
      return {
        tone: 'error',
        title: 'Volume Out of Range',
        description: `Allowed: ${detail(details, 'min')}–${detail(details, 'max')}. You entered ${detail(details, 'requested')}.`,
      };
  }
  if (errors && Object.keys(errors).length > 0) {
    return { tone: 'error', title: 'Validation Error', description: Object.values(errors).flat().join(' • ') };
  }
  return { tone: 'error', title: 'Trade Rejected', description: typeof message === 'string' && message ? message : 'Request failed.' };
}

export interface ResultDialogContent {
  type: 'success' | 'error';
  title: string;
  description: string;
}

/** Spec §8 (mobile): the result dialog after a placement. */
export function mobilePlaceSuccess(result: PlaceOrderResult): ResultDialogContent {
  const { side, volume, symbol } = result.data.order;
  const description = `${side.toUpperCase()} ${volume.toFixed(2)} lots ${symbol}`;
  return { type: 'success', title: result.code === 'ORDER_QUEUED' ? 'Order Queued' : 'Trade Placed Successfully', description };
}

export function mobilePlaceError(error: unknown): ResultDialogContent {
  if (error instanceof NetworkError)
    return { type: 'error', title: 'Network Error', description: 'There was a problem placing your trade.' };
  const message = error instanceof ApiError && typeof error.body.message === 'string' && error.body.message ? error.body.message : '';
  return { type: 'error', title: 'Trade Failed', description: message || 'Unknown error occurred' };
}
