import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import type { PlaceOrderResult } from '../api/place-order.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { localMessage, serverMessageOr } from '../../../lib/server-message.ts';

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
      return { tone: 'warning', title: i18n.t('trading.place.insufficientMargin') };
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
}

/** Spec §8 (mobile): the result dialog after a placement. */
export function mobilePlaceSuccess(result: PlaceOrderResult): ResultDialogContent {
  const { side, volume, symbol } = result.data.order;
  const description = i18n.t('trading.place.mobileSummary', { side: i18n.t(`mobile.sides.${side}`), lots: volume.toFixed(2), symbol });
  return {
    type: 'success',
    title: result.code === 'ORDER_QUEUED' ? i18n.t('trading.place.queued') : i18n.t('trading.place.placed'),
    description,
  };
}

export function mobilePlaceError(error: unknown): ResultDialogContent {
  if (error instanceof NetworkError)
    return { type: 'error', title: i18n.t('trading.place.networkError'), description: i18n.t('trading.place.mobileNetworkText') };
  return {
    type: 'error',
    title: i18n.t('trading.place.failed'),
    description: serverMessageOr(error, i18n.t('trading.place.unknownError')),
  };
}
