import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { mobilePlaceError, mobilePlaceSuccess, placeErrorFeedback, placeSuccessFeedback } from './place-feedback.ts';

const rejected = (body: Record<string, unknown>) => new ApiError(422, body);

describe('placement feedback', () => {
  it('tells an executed order from a queued one', () => {
    const order = {} as never;
    expect(placeSuccessFeedback({ status: 'success', code: 'ORDER_PLACED', message: '', data: { order } }).title).toBe(
      'Trade Placed Successfully',
    );
    expect(placeSuccessFeedback({ status: 'success', code: 'ORDER_QUEUED', message: '', data: { order } })).toEqual({
      tone: 'success',
      title: 'Order Queued',
      description: 'Your order has been accepted and queued for execution.',
    });
  });

  it('maps each error code to the spec text with its details', () => {
    expect(placeErrorFeedback(rejected({ code: 'INSUFFICIENT_MARGIN', details: { required: 5, free: 1 } }))).toEqual({
      tone: 'warning',
      title: 'Insufficient Margin make Deposit First',
      action: { label: 'Deposit', href: '/deposit' },
    });
    expect(placeErrorFeedback(rejected({ code: 'VOLUME_STEP_INVALID', details: { step: 0.01, requested: 0.015 } })).description).toBe(
      'Volume must be in steps of 0.01. You entered 0.015.',
    );
    expect(
      placeErrorFeedback(rejected({ code: 'VOLUME_OUT_OF_RANGE', details: { min: 0.01, max: 100, requested: 200 } })).description,
    ).toBe('Allowed: 0.01–100. You entered 200.');
  });

  it('joins validation messages with a bullet and falls back to the server message or Request failed.', () => {
    const validation = placeErrorFeedback(rejected({ code: 'VALIDATION_ERROR', errors: { volume: ['Too small'], side: ['Pick a side'] } }));
    expect(validation).toEqual({ tone: 'error', title: 'Validation Error', description: 'Too small • Pick a side' });
    expect(placeErrorFeedback(rejected({ code: 'MARKET_CLOSED', message: 'Market is closed' })).description).toBe('Market is closed');
    expect(placeErrorFeedback(new ApiError(500, {})).description).toBe('Request failed.');
  });

  it('names a network failure', () => {
    expect(placeErrorFeedback(new NetworkError())).toEqual({
      tone: 'error',
      title: 'Network Error',
      description: "We couldn't reach the server. Please try again.",
    });
  });
});

describe('mobile placement result', () => {
  it('a filled market order, when answered, then names side, lots and symbol and the fill price', () => {
    const order = { side: 'buy', volume: 0.1, symbol: 'USDJPY', status: 'open', order_type: 'market', open_price: 151.2 } as never;
    expect(mobilePlaceSuccess({ status: 'success', code: 'ORDER_PLACED', message: '', data: { order } }, 3)).toEqual({
      type: 'success',
      title: 'Trade Placed Successfully',
      description: 'BUY 0.10 lots USDJPY',
      detail: 'Filled at 151.200',
    });
  });

  it('a pending order, when answered, then says it is placed and waiting at its trigger, not executed', () => {
    const order = { side: 'sell', volume: 0.5, symbol: 'EURUSD', status: 'pending', order_type: 'limit', trigger_price: 1.1 } as never;
    const answer = { status: 'success', code: 'ORDER_PLACED', message: '', data: { order } } as const;
    expect(mobilePlaceSuccess(answer, 5)).toEqual({
      type: 'success',
      title: 'Order Placed',
      description: 'SELL LIMIT 0.50 lots EURUSD',
      detail: 'Waiting at 1.10000',
    });
    expect(placeSuccessFeedback(answer, 5)).toEqual({
      tone: 'success',
      title: 'Order Placed',
      description: 'Your SELL LIMIT 0.50 lots EURUSD order is waiting at 1.10000.',
    });
  });

  it('uses Trade Failed with the server message or Unknown error occurred, and the network text', () => {
    expect(mobilePlaceError(rejected({ code: 'MARKET_CLOSED', message: 'Market is closed' }))).toMatchObject({
      title: 'Trade Failed',
      description: 'Market is closed',
    });
    expect(mobilePlaceError(new ApiError(500, {}))).toMatchObject({ title: 'Trade Failed', description: 'Unknown error occurred' });
    expect(mobilePlaceError(new NetworkError())).toEqual({
      type: 'error',
      title: 'Network Error',
      description: 'There was a problem placing your trade.',
    });
  });
});
