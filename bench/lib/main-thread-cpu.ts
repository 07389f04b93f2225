// The engine benches' two measuring pieces: a timed section's main-thread CPU, and a median of rounds.
import assert from 'node:assert/strict';
import { collectGarbageAndSettle } from './settled-gc.ts';
import { threadTimes, timesBetween } from './thread-times.ts';

/** Main-thread CPU µs of `work`, started once the book's garbage is collected and swept. */
export function cpuMicros(work: () => void): number {
  collectGarbageAndSettle();
  const before = threadTimes();
  work();
  const spent = timesBetween(before, threadTimes());
  assert.ok(spent, 'this bench reads /proc/self/task (Linux)');
  return spent.mainOnCpuMs * 1000;
}

/** The median (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
