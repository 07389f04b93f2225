import { describe, expect, it } from 'vitest';
import { stopOutText } from './stop-out-text.ts';

describe('stop-out explanation', () => {
  it('a position closed by stop-out, when explained, then names the position, price, level and the account before and after', () => {
    const text = stopOutText({
      id: 7,
      symbol: 'EURUSD',
      close_price: 1.0984,
      stop_out: { margin_level: 47.27, equity_before: 130, used_margin_before: 275.03, equity_after: 130, used_margin_after: 0 },
    });
    expect(text).toBe(
      'Stop-out closed #7 EURUSD at 1.0984 when the margin level reached 47.27%. Before: equity $130.00, used margin $275.03. After: equity $130.00, used margin $0.00.',
    );
    expect(stopOutText({ id: 1, symbol: 'EURUSD', close_price: 1, stop_out: null })).toBeNull();
  });
});
