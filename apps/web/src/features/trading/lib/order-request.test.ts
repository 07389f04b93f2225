import { describe, expect, it } from 'vitest';
import { placeOrderRequest } from './order-request.ts';

describe('placeOrderRequest', () => {
  it('a market ticket, when built, then sends the price seen as open_price with the default leverage and its stops', () => {
    expect(placeOrderRequest({ symbol: 'EURUSD', side: 'buy', type: 'market', volume: 0.1, price: 1.1, stopLoss: 1.095 })).toEqual({
      symbol: 'EURUSD',
      side: 'buy',
      order_type: 'market',
      volume: 0.1,
      leverage: 400,
      open_price: 1.1,
      stop_loss_price: 1.095,
    });
  });

  it('a stop-limit ticket, when built, then sends its stop as trigger_price, its limit, expiry and OCO link, and no open_price', () => {
    const request = placeOrderRequest({
      symbol: 'EURUSD',
      side: 'sell',
      type: 'stop_limit',
      volume: 1,
      price: 1.09,
      limitPrice: 1.0895,
      expiry: '2026-12-01T00:00:00.000Z',
      ocoOrderId: 9,
      trailingStopPips: 20,
    });
    expect(request).toEqual({
      symbol: 'EURUSD',
      side: 'sell',
      order_type: 'stop_limit',
      volume: 1,
      leverage: 400,
      trigger_price: 1.09,
      limit_price: 1.0895,
      expiry: '2026-12-01T00:00:00.000Z',
      oco_order_id: 9,
      trailing_stop_pips: 20,
    });
  });

  it('a market ticket, when given pending-only fields, then leaves them out', () => {
    const request = placeOrderRequest({
      symbol: 'XAUUSD',
      side: 'sell',
      type: 'market',
      volume: 1,
      price: 2000,
      limitPrice: 1999,
      ocoOrderId: 3,
    });
    expect(request).not.toHaveProperty('limit_price');
    expect(request).not.toHaveProperty('oco_order_id');
    expect(request).not.toHaveProperty('trigger_price');
  });
});
