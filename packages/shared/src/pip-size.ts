/**
 * A symbol's pip, one rule for the server, the engine and the web: the sheet's `pip_size`, which staff
 * may edit (admin's symbol form). The digits rule of spec §5 and §9 (0.0001 from 4 decimals up, else
 * 0.01) only seeds a new symbol's sheet; past that it is the sheet that counts, in the SL/TP editor
 * and a dragged line as in the ticket and the engine.
 */
export function pipSize(sheet: { pip_size: number }): number {
  return sheet.pip_size;
}

/** The pip a symbol's sheet starts with, by its digits (spec §9); staff may change it afterwards. */
export function seedPipSize(digits: number): number {
  return digits >= 4 ? 0.0001 : 0.01;
}

/** A pip in whole points of the price (price × 10^digits): at least one point. */
export function pipPoints(pip: number, digits: number): number {
  return Math.max(1, Math.round(pip * 10 ** digits));
}
