/**
 * A daily swap rollover (21:00 UTC) that has been applied: `baseline` marks where the record starts
 * (nothing charged), `live` one charged by the running engine, `catch_up` one charged at start.
 */
export interface SwapRolloversTable {
  rollover_at: number;
  /** Positions charged. */
  positions: number;
  source: 'baseline' | 'live' | 'catch_up';
  applied_at: number;
}
