// Where a timed section's wall time went, from the kernel's per-thread scheduler figures (Linux only):
// the main thread on a core, the main thread ready but waiting for one, and this process's other
// threads (V8's helpers: sweeping, concurrent compiling) on a core.
import fs from 'node:fs';

const TASKS = '/proc/self/task';

export interface ThreadTimes {
  mainOnCpuMs: number;
  mainWaitingMs: number;
  helpersOnCpuMs: number;
}

/** The process's threads' times so far; null where /proc does not say. */
export function threadTimes(): ThreadTimes | null {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(TASKS);
  } catch {
    return null;
  }
  const times: ThreadTimes = { mainOnCpuMs: 0, mainWaitingMs: 0, helpersOnCpuMs: 0 };
  for (const task of tasks) {
    let fields: number[];
    try {
      // schedstat: ns on a core, ns waiting on the run queue, time slices.
      fields = fs.readFileSync(`${TASKS}/${task}/schedstat`, 'utf8').split(' ').map(Number);
    } catch {
      continue; // the thread ended between the listing and the read
    }
    if (Number(task) === process.pid) {
      times.mainOnCpuMs = fields[0]! / 1e6;
      times.mainWaitingMs = fields[1]! / 1e6;
    } else times.helpersOnCpuMs += fields[0]! / 1e6;
  }
  return times;
}

/** What happened between two readings (null when either is). */
export function timesBetween(before: ThreadTimes | null, after: ThreadTimes | null): ThreadTimes | null {
  if (!before || !after) return null;
  return {
    mainOnCpuMs: after.mainOnCpuMs - before.mainOnCpuMs,
    mainWaitingMs: after.mainWaitingMs - before.mainWaitingMs,
    helpersOnCpuMs: after.helpersOnCpuMs - before.helpersOnCpuMs,
  };
}
