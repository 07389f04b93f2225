import { describe, expect, it } from 'vitest';
import { checkStoredNumbers } from '../../src/engine-host/storage-sanity.ts';
import type { EngineOrder } from '../../src/engine/types.ts';

const order = {
  id: 12,
  volumeUnits: 1000,
  leverage: 400,
  openPts: 110_000,
  requestedPts: null,
  triggerPts: null,
  stopLossPts: null,
  takeProfitPts: 110_500,
  marginCents: 2750,
  swapCents: 0,
  commissionCents: 0,
} as EngineOrder;

describe('start-up check of stored numbers', () => {
  it('stored money and prices, when all are safe integers, then the engine may start', () => {
    expect(() => checkStoredNumbers([{ userId: 1, balanceCents: 100, creditCents: 0, reservedCents: 0 }], [order])).not.toThrow();
  });

  it('a stored Infinity, NaN or 2^53+ value, when found, then start-up is refused naming each one', () => {
    expect(() =>
      checkStoredNumbers(
        [{ userId: 3, balanceCents: Number.NaN, creditCents: 0, reservedCents: 2 ** 60 }],
        [{ ...order, takeProfitPts: Number.POSITIVE_INFINITY }],
      ),
    ).toThrow(
      'accounts(user_id=3).balance_cents=NaN, accounts(user_id=3).reserved_cents=1152921504606847000, orders(id=12).takeProfitPts=Infinity',
    );
  });
});
