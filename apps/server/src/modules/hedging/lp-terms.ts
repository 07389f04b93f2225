import { UNITS_PER_LOT } from '../../engine/types.ts';

/** A symbol as the LP trades it: its name there and how our integers read in its quantities and prices. */
export interface LpInstrument {
  symbol: string;
  lpSymbol: string;
  digits: number;
  contractSize: number;
  pipPoints: number;
}

/** Our 1/10,000 lots as the LP's quantity (base units: lots × contract size). */
export const lpQuantity = (instrument: LpInstrument, units: number): number =>
  Number(((units * instrument.contractSize) / UNITS_PER_LOT).toFixed(8));

export const unitsOfQuantity = (instrument: LpInstrument, quantity: number): number =>
  Math.round((quantity * UNITS_PER_LOT) / instrument.contractSize);

export const lpPrice = (instrument: LpInstrument, pts: number): number =>
  Number((pts / 10 ** instrument.digits).toFixed(instrument.digits));

export const pointsOfPrice = (instrument: LpInstrument, price: number): number => Math.round(price * 10 ** instrument.digits);
