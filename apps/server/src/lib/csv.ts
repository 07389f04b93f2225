import { stringify, type Stringifier } from 'csv-stringify';

/** A cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Amounts like -12.50 stay numbers: a sign before digits is no formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The cell as text a spreadsheet shows as text (OWASP's advice: a leading apostrophe). */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * The one way the platform writes CSV: every text cell goes through neutralizeFormula, so text a
 * trader or staff member typed (a note, a reason, a name) never starts a formula in a spreadsheet.
 */
export function csvWriter(columns: readonly string[]): Stringifier {
  return stringify({ header: true, columns: [...columns], cast: { string: neutralizeFormula } });
}
