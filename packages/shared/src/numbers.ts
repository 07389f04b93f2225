import { z } from 'zod';

/**
 * The numbers a trader can mean, one rule for web and server: plain decimal numbers or decimal
 * strings. Hex ("0x10"), exponents ("1e3"), NaN, Infinity and anything with more decimals than
 * allowed are refused with the field's message.
 */
const UNSIGNED_DECIMAL = /^\d{1,15}(\.\d{1,12})?$/;
const CENTS_DECIMAL = /^-?\d{1,15}(\.\d{1,2})?$/;

/** A number from JSON or a form: finite numbers as they are, strings only in plain decimal notation. */
function readDecimal(value: unknown, pattern: RegExp): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && pattern.test(value.trim())) return Number(value.trim());
  return NaN;
}

/** Whether a number has at most two decimals (it is a whole number of cents). */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A USD amount above 0 with at most two decimals and at most `max`. */
export function amountSchema(message: string, max: number) {
  return z.unknown().transform((raw, ctx) => {
    const value = readDecimal(raw, CENTS_DECIMAL);
    if (!Number.isFinite(value) || value <= 0 || !isWholeCents(value) || Math.round(value * 100) < 1) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (value > max) {
      ctx.addIssue({ code: 'custom', message: `The amount must be at most ${max.toLocaleString('en-US')}.` });
      return z.NEVER;
    }
    return value;
  });
}

/** A signed, non-zero USD amount with at most two decimals and at most `max` either way (a staff adjustment). */
export function signedAmountSchema(max: number) {
  return z.unknown().transform((raw, ctx) => {
    const value = readDecimal(raw, CENTS_DECIMAL);
    if (!Number.isFinite(value) || value === 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter a non-zero amount.' });
      return z.NEVER;
    }
    if (!isWholeCents(value)) {
      ctx.addIssue({ code: 'custom', message: 'Use at most 2 decimals.' });
      return z.NEVER;
    }
    if (Math.abs(value) > max) {
      ctx.addIssue({ code: 'custom', message: 'The amount is too large.' });
      return z.NEVER;
    }
    return value;
  });
}

/** A price: a finite number above 0, or a plain decimal string. (Digits and the band around the quote: the server, per symbol.) */
export function priceSchema(label: string) {
  return z.unknown().transform((raw, ctx) => {
    const value = readDecimal(raw, UNSIGNED_DECIMAL);
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number.` });
      return z.NEVER;
    }
    if (value <= 0) {
      ctx.addIssue({ code: 'custom', message: `${label} must be above 0.` });
      return z.NEVER;
    }
    return value;
  });
}

/** Reads an optional price field: missing or null → null; otherwise the price rule, or the message. */
export function readOptionalPrice(raw: unknown, label: string): { ok: true; value: number | null } | { ok: false; message: string } {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  const parsed = priceSchema(label).safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? `${label} must be a number.` };
}
