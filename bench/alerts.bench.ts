// Price alerts in the engine: 100,000 active alerts on EURUSD (bid and ask, above and below, spread
// 3..200 pips around the price); the cost of a tick that fires nothing, side by side with the same
// engine holding no alert (the baseline), then the cost per alert of a sweep that fires thousands.
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { TradingEngine } from '@platform/server/src/engine/trading-engine.ts';
import type { AlertCondition } from '@platform/shared/alerts';
import { EURUSD, MID, SPREAD, seededRandom } from './lib/eurusd-book.ts';

const ALERTS = 100_000;
const QUIET_TICKS = 2_000_000;
const random = seededRandom(11);
const conditions: AlertCondition[] = ['bid_crosses_above', 'bid_crosses_below', 'ask_crosses_above', 'ask_crosses_below'];

function engineWith(alerts: number): TradingEngine {
  const engine = new TradingEngine();
  engine.upsertSymbol(EURUSD);
  engine.tick({ symbol: 'EURUSD', bid: MID / 1e5, ask: (MID + SPREAD) / 1e5, time: 0, marketOpen: true });
  for (let id = 1; id <= alerts; id++) {
    const condition = conditions[id % 4]!;
    const away = 30 + Math.floor(random() * 2_000);
    const pricePts = condition.endsWith('above') ? MID + SPREAD + away : MID - away;
    engine.state.alerts.arm(
      {
        id,
        userId: 1 + (id % 5_000),
        accountId: 1 + (id % 5_000),
        symbol: 'EURUSD',
        condition,
        pricePts,
        repeating: id % 2 === 0,
        cooldownMs: 60_000,
        expiresAt: null,
        version: 1,
        lastTriggeredAt: null,
        triggerCount: 0,
        digits: 5,
        note: '',
        createdAt: 0,
      },
      engine.state.quotes.get('EURUSD'),
    );
  }
  return engine;
}

function quietTickMicros(engine: TradingEngine): number {
  globalThis.gc?.();
  const start = performance.now();
  let fired = 0;
  for (let i = 0; i < QUIET_TICKS; i++) {
    const bid = MID + (i & 3);
    fired += engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: (bid + SPREAD) / 1e5, time: 1 + i, marketOpen: true }).length;
  }
  assert.equal(fired, 0, 'quiet ticks must fire nothing');
  return ((performance.now() - start) * 1000) / QUIET_TICKS;
}

const baseline = quietTickMicros(engineWith(0));
const loaded = engineWith(ALERTS);
assert.equal(loaded.state.alerts.size, ALERTS);
const withAlerts = quietTickMicros(loaded);
console.log(`${'quiet tick, no alerts'.padEnd(32)} ${baseline.toFixed(3)} µs per tick (baseline)`);
console.log(`${`quiet tick, ${ALERTS.toLocaleString()} alerts`.padEnd(32)} ${withAlerts.toFixed(3)} µs per tick (goal < 1 µs)`);

// A sweep: the bid jumps 250 pips up, firing every bid/ask "above" alert.
globalThis.gc?.();
const start = performance.now();
const effects = loaded.tick({
  symbol: 'EURUSD',
  bid: (MID + 2_500) / 1e5,
  ask: (MID + 2_500 + SPREAD) / 1e5,
  time: QUIET_TICKS + 10,
  marketOpen: true,
});
const sweepMs = performance.now() - start;
const firedAlerts = effects.filter((e) => e.type === 'alert').length;
assert.ok(firedAlerts > ALERTS / 3, `the sweep fires the "above" alerts (fired ${firedAlerts})`);
console.log(
  `sweep firing ${firedAlerts.toLocaleString()} alerts: ${sweepMs.toFixed(1)} ms = ${((sweepMs * 1000) / firedAlerts).toFixed(2)} µs per alert`,
);
if (withAlerts >= 1) process.exitCode = 1;
