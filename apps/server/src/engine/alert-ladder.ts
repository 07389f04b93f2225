import { ConditionLadders, type Condition } from './condition-ladders.ts';

/** Kinds of alert entries: the alert's own level, and the level back across it that re-arms a repeating one. */
export const ALERT_FIRE = 0;
export const ALERT_REARM = 1;

/** The ladders of one symbol's price alerts, apart from the order ladders so alerts never slow the order book. */
export class AlertLadder extends ConditionLadders<number> {
  add(condition: Condition, key: number, kind: typeof ALERT_FIRE | typeof ALERT_REARM, ref: number, version: number): void {
    this.push(condition, key, kind, ref, version);
  }
}
