import { expect } from 'vitest';
import type { TradingTestApp } from '../trading/trading-app.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { requestWithdrawal, submitDeposit, traderWithPendingKyc } from '../admin/review-fixtures.ts';

/** Cents of a USD-quoted position: (exit − entry) × 100,000 units per lot × lots, from integer points of 5 digits. */
const pnlCents = (entryPrice: number, exitPrice: number, lots: number) =>
  Math.round(Math.round(exitPrice * 1e5) - Math.round(entryPrice * 1e5)) * lots * 100;

export interface ScriptedAccount {
  auth: { authorization: string };
  userId: number;
  /** Hand-computed figures, in cents. */
  expected: {
    deposit: number;
    withdrawal: number;
    firstTradePnl: number;
    swap: number;
    secondTradePnl: number;
    writeOff: number;
    balanceAfterFirstClose: number;
  };
}

export const DAY = {
  tuesday: Date.UTC(2026, 0, 6, 12),
  wednesdayRollover: Date.UTC(2026, 0, 7, 21),
  thursday: Date.UTC(2026, 0, 8, 10),
  thursdayNoon: Date.UTC(2026, 0, 8, 12),
  friday: Date.UTC(2026, 0, 9, 10),
};

/**
 * A live trader who, over one week: deposits 1,000.00; buys 1 lot EURUSD and holds it through the
 * Wednesday triple rollover; closes it at a profit; withdraws 200.00; buys 2 lots and is stopped
 * out by a crash that leaves a negative balance, which is written off.
 */
export async function scriptAccount(t: TradingTestApp): Promise<ScriptedAccount> {
  const compliance = await signInStaff(t, 'compliance');
  const finance = await signInStaff(t, 'finance');
  const call = (url: string, auth: object, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: auth as Record<string, string>, payload });

  t.clock.set(DAY.tuesday);
  await t.quote('EURUSD', 1.1, 1.1001);
  const trader = await traderWithPendingKyc(t, 'live');
  expect((await call(`/api/admin/kyc/${trader.kycId}/approve`, compliance.auth, { notes: 'ok' })).statusCode).toBe(200);
  const depositId = await submitDeposit(t, trader.auth, '1000');
  expect((await call(`/api/admin/transactions/${depositId}/approve`, finance.auth)).statusCode).toBe(200);

  t.clock.set(DAY.tuesday + 3_600_000);
  const firstQuote = await t.quote('EURUSD', 1.1, 1.1001);
  const first = await call('/api/place', trader.auth, { symbol: 'EURUSD', side: 'buy', volume: 1 });
  expect(first.statusCode).toBe(200);
  const firstId = first.json().data.order.id as number;
  expect(first.json().data.order.open_price).toBe(firstQuote.ask);

  t.clock.set(DAY.wednesdayRollover);
  await t.quote('EURUSD', 1.102, 1.1021);
  await t.services.engineHost.runtime.rollover(DAY.wednesdayRollover);
  const swapLong = t.services.market.getSymbol('EURUSD')!.swapLong;

  t.clock.set(DAY.thursday);
  const closeQuote = await t.quote('EURUSD', 1.105, 1.1051);
  const closed = await call('/api/order/close', trader.auth, { order_id: firstId });
  expect(closed.statusCode).toBe(200);
  const firstTradePnl = pnlCents(firstQuote.ask, closeQuote.bid, 1);
  // Swap is a per-lot USD figure, charged three times on the Wednesday rollover.
  const swap = Math.round(swapLong * 100) * 3;

  t.clock.set(DAY.thursdayNoon);
  await t.quote('EURUSD', 1.105, 1.1051);
  const withdrawalId = await requestWithdrawal(t, trader.auth, 200);
  expect((await call(`/api/admin/transactions/${withdrawalId}/approve`, finance.auth, { tx_hash: '0xfeedbeef' })).statusCode).toBe(200);

  t.clock.set(DAY.friday);
  const secondQuote = await t.quote('EURUSD', 1.105, 1.1051);
  const second = await call('/api/place', trader.auth, { symbol: 'EURUSD', side: 'buy', volume: 2 });
  expect(second.statusCode).toBe(200);
  const crash = await t.quote('EURUSD', 1.03, 1.0301);
  const secondTradePnl = pnlCents(secondQuote.ask, crash.bid, 2);

  const balanceAfterFirstClose = 100_000 + firstTradePnl + swap;
  const beforeWriteOff = balanceAfterFirstClose - 20_000 + secondTradePnl;
  expect(beforeWriteOff).toBeLessThan(0);
  return {
    auth: trader.auth,
    userId: trader.id,
    expected: {
      deposit: 100_000,
      withdrawal: -20_000,
      firstTradePnl,
      swap,
      secondTradePnl,
      writeOff: -beforeWriteOff,
      balanceAfterFirstClose,
    },
  };
}
