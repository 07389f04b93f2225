import { describe, expect, it } from 'vitest';
import { accountIdOfNumber, accountNumberOf } from './trading-accounts.ts';

describe('account numbers', () => {
  it('a number read out, when turned back, then gives the id it was made from, with or without its #', () => {
    expect(accountIdOfNumber(String(accountNumberOf(123)))).toBe(123);
    expect(accountIdOfNumber(` #${accountNumberOf(1)} `)).toBe(1);
  });

  it('text that is no account number, when turned back, then null', () => {
    for (const text of ['', '#', '100000', '12', 'abc', '100123.5', '-100123', '1e400']) expect(accountIdOfNumber(text)).toBeNull();
  });
});
