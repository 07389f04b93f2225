import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from './errors.ts';
import { stopsMessages, updateStopsRequestSchema } from './orders.ts';

const errorsOf = (body: unknown) => {
  const result = updateStopsRequestSchema.safeParse(body);
  return result.success ? null : fieldErrorsFromZod(result.error);
};

describe('the SL/TP editor body (PATCH /api/order/{id}/sl-tp)', () => {
  it('an SL as a decimal string and a TP as null, when parsed, then the SL is a number and the TP is removed', () => {
    expect(updateStopsRequestSchema.parse({ stop_loss_price: '1.0950', take_profit_price: null })).toEqual({
      stop_loss_price: 1.095,
      take_profit_price: null,
    });
  });

  it('no trailing, break-even or levels field, when parsed, then none is in the result (each is kept as it is)', () => {
    const parsed = updateStopsRequestSchema.parse({ stop_loss_price: 1.09 });
    expect(Object.keys(parsed)).toEqual(['stop_loss_price']);
  });

  it('levels null and a break-even offset of 0, when parsed, then the levels are removed and the offset is 0', () => {
    expect(updateStopsRequestSchema.parse({ take_profit_levels: null, break_even_offset_pips: 0 })).toEqual({
      take_profit_levels: [],
      break_even_offset_pips: 0,
    });
  });

  it('a negative SL and a word as TP, when parsed, then each answers the editor message under its own name', () => {
    expect(errorsOf({ stop_loss_price: -1, take_profit_price: 'soon' })).toEqual({
      stop_loss_price: [stopsMessages.invalidStopLoss],
      take_profit_price: [stopsMessages.invalidTakeProfit],
    });
  });

  it('a level with a bad price and five levels, when parsed, then one message under take_profit_levels (not the level index)', () => {
    expect(errorsOf({ take_profit_levels: [{ price: 'x', volume: 0.1 }] })).toEqual({
      take_profit_levels: ['Take-profit level must be a number.'],
    });
    const five = Array.from({ length: 5 }, (_, i) => ({ price: 1.2 + i / 100, volume: 0.01 }));
    expect(errorsOf({ take_profit_levels: five })).toEqual({ take_profit_levels: ['Set at most 4 take-profit levels.'] });
  });

  it('a trailing stop of 0, when parsed, then it is refused with its message', () => {
    expect(errorsOf({ trailing_stop_pips: 0 })).toEqual({ trailing_stop_pips: ['Trailing stop must be a number of pips above 0.'] });
  });
});
