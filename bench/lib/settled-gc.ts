// A full garbage collection before a timed section, and then the wait for the work it leaves behind.
// V8 sweeps the collected heap afterwards on its helper threads: on the engine bench's ~800 MB heap
// that is four threads busy for 100–200 ms, which on a 2-core machine pushed the timed walk off the
// CPU (the main thread spent 90–150 ms waiting for a core per 25–40 ms of its own work) and made it
// wait for pages still being swept. Without this the figure measured the bench's own collection.
import vm from 'node:vm';
import v8 from 'node:v8';
import { threadTimes } from './thread-times.ts';

/** How long one look at the helper threads waits, and the CPU they may use in it and still count as idle. */
const STEP_MS = 20;
const IDLE_MS = 1;
/** Quiet looks in a row before the sweeping counts as done (on a busy machine a helper may miss a look's core). */
const QUIET_LOOKS = 3;
/** A process whose helpers never go quiet (some other work of its own) is not waited for longer. */
const MAX_WAIT_MS = 5_000;

/** `gc` even when node did not start with --expose-gc (`npx tsx bench/engine.bench.ts`). */
function exposedGc(): () => void {
  const given = (globalThis as { gc?: () => void }).gc;
  if (given) return given;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

const gc = exposedGc();

/** Collects all garbage, then returns once V8's helper threads have gone quiet (the sweeping is done). */
export function collectGarbageAndSettle(): void {
  gc();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const start = threadTimes();
  // Where /proc does not say (not Linux) there is nothing to wait on.
  if (start === null) return;
  let before = start.helpersOnCpuMs;
  let quiet = 0;
  for (let waited = 0; waited < MAX_WAIT_MS && quiet < QUIET_LOOKS; waited += STEP_MS) {
    Atomics.wait(pause, 0, 0, STEP_MS);
    const now = threadTimes()?.helpersOnCpuMs ?? before;
    quiet = now - before < IDLE_MS ? quiet + 1 : 0;
    before = now;
  }
}
