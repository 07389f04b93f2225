import type { RootWatch } from './ladder-heap.ts';
import { PriceLadder } from './price-ladder.ts';
import type { SymbolConditions } from './group-terms.ts';

/** The ladder of one group's orders in one symbol: they fire at that group's prices. */
export interface GroupLadder {
  groupId: number;
  ladder: PriceLadder;
  /** The group's conditions for the symbol as of `epoch` (see EngineState.ladderConditions). */
  conditions: SymbolConditions | undefined;
  epoch: number;
}

/**
 * One symbol's ladders of the groups that mark it up by a percentage of the spread, and a gate over
 * them: the feed's prices at which any of them could fire anything, worked out at one spread from
 * their nearest levels. While the spread, the groups' conditions and every nearest level stay as they
 * were, a tick inside the gate skips all the ladders with four comparisons.
 */
export class SymbolGroupLadders {
  readonly entries: GroupLadder[] = [];
  /** Counts the changes of any of the ladders' nearest levels. */
  private readonly watch: RootWatch = { changes: 0 };
  /** The feed's ask at or below which, ask at or above, bid at or above, bid at or below, something may fire. */
  private readonly gate = new Float64Array(4);
  private gateSpread = Number.NaN;
  private gateEpoch = -1;
  private gateChanges = -1;
  private readonly nearest = new Float64Array(4);

  ladderOf(groupId: number): PriceLadder {
    let entry = this.entries.find((ladder) => ladder.groupId === groupId);
    if (!entry) this.entries.push((entry = { groupId, ladder: new PriceLadder(this.watch), conditions: undefined, epoch: -1 }));
    return entry.ladder;
  }

  /** Whether nothing in any of the ladders can fire at these feed prices (the gate is still the ladders'). */
  quietAt(bid: number, ask: number, epoch: number): boolean {
    if (this.gateSpread !== ask - bid || this.gateEpoch !== epoch || this.gateChanges !== this.watch.changes) return false;
    const gate = this.gate;
    return ask > gate[0]! && ask < gate[1]! && bid < gate[2]! && bid > gate[3]!;
  }

  /** Starts a new gate at `spread` (then `widen` by each ladder, then `close`). */
  openGate(): void {
    this.gate[0] = -Infinity;
    this.gate[1] = Infinity;
    this.gate[2] = Infinity;
    this.gate[3] = -Infinity;
  }

  /** Takes one ladder's nearest levels, moved onto the feed's prices by its markup at the gate's spread, into the gate. */
  widen(ladder: PriceLadder, bidMarkupPts: number, askMarkupPts: number): void {
    const near = this.nearest;
    const gate = this.gate;
    ladder.nearest(near);
    // The group's ask is the feed's plus its markup, its bid the feed's minus its markup.
    gate[0] = Math.max(gate[0]!, near[0]! - askMarkupPts);
    gate[1] = Math.min(gate[1]!, near[1]! - askMarkupPts);
    gate[2] = Math.min(gate[2]!, near[2]! + bidMarkupPts);
    gate[3] = Math.max(gate[3]!, near[3]! + bidMarkupPts);
  }

  /** The gate holds from now until the spread, the conditions' epoch or a nearest level changes. */
  closeGate(spread: number, epoch: number): void {
    this.gateSpread = spread;
    this.gateEpoch = epoch;
    this.gateChanges = this.watch.changes;
  }
}
