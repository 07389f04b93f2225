/** Risk-based position sizing for the ticket: the lots whose loss at the stop equals the chosen risk. */

export type RiskMode = 'percent' | 'usd';

export interface RiskSizingInput {
  /** % of balance (mode 'percent') or USD (mode 'usd'). */
  mode: RiskMode;
  value: number;
  balanceUsd: number;
  freeMarginUsd: number;
  stopLossPips: number;
  takeProfitPips: number | null;
  pipSize: number;
  contractSize: number;
  /** USD value of one unit of the quote currency. */
  quoteToUsd: number;
  /** The price the order opens at (for its margin). */
  price: number;
  leverage: number;
  volumeMin: number;
  volumeMax: number;
  volumeStep: number;
}

export interface RiskSizing {
  /** Rounded down to the volume step, capped by the maximum and by free margin; 0 when below the minimum. */
  lots: number;
  /** Money lost if the stop loss fills, at these lots. */
  riskUsd: number;
  /** Money made if the take profit fills, at these lots (null without a TP). */
  rewardUsd: number | null;
  /** What held the lots below the risk's size. */
  limitedBy: 'margin' | 'maximum' | 'minimum' | null;
}

/** Whole steps in `lots`, rounded down (a hair of tolerance so 0.5 / 0.01 counts 50 steps, not 49). */
function stepsIn(lots: number, step: number): number {
  return Math.floor(lots / step + 1e-9);
}

export function riskSizedLots(input: RiskSizingInput): RiskSizing | null {
  const { mode, value, stopLossPips, pipSize, contractSize, quoteToUsd, volumeStep } = input;
  const budget = mode === 'percent' ? (input.balanceUsd * value) / 100 : value;
  const pipValuePerLot = contractSize * pipSize * quoteToUsd;
  if (!(budget > 0) || !(stopLossPips > 0) || !(pipValuePerLot > 0) || !(volumeStep > 0)) return null;
  const decimals = Math.max(0, Math.ceil(-Math.log10(volumeStep) - 1e-9));
  const toLots = (steps: number) => Number((steps * volumeStep).toFixed(decimals));

  let steps = stepsIn(budget / (stopLossPips * pipValuePerLot), volumeStep);
  let limitedBy: RiskSizing['limitedBy'] = null;
  const maxSteps = stepsIn(input.volumeMax, volumeStep);
  if (steps > maxSteps) {
    steps = maxSteps;
    limitedBy = 'maximum';
  }
  const marginPerLot = (contractSize * input.price * quoteToUsd) / Math.max(1, input.leverage);
  const affordableSteps = marginPerLot > 0 ? stepsIn(Math.max(0, input.freeMarginUsd) / marginPerLot, volumeStep) : steps;
  if (steps > affordableSteps) {
    steps = affordableSteps;
    limitedBy = 'margin';
  }
  let lots = toLots(steps);
  if (lots < input.volumeMin) {
    lots = 0;
    limitedBy = 'minimum';
  }
  const money = (pips: number) => Math.round(lots * pips * pipValuePerLot * 100) / 100;
  return { lots, riskUsd: money(stopLossPips), rewardUsd: input.takeProfitPips === null ? null : money(input.takeProfitPips), limitedBy };
}
