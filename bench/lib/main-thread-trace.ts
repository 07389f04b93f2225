// Where a page's main thread spends its time, by Chromium trace event (style, layout, paint,
// script...): the CPU profile alone shows most of it as '(program)', the browser's own work.
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number } };
}

/** A top-level task of the main thread over 50 ms: start and duration in µs of the trace clock. */
export interface LongTask {
  ts: number;
  dur: number;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc'];

/**
 * Starts recording `page`; the returned function stops, prints the main thread's self time by event
 * and the long tasks' own breakdown, and answers the long tasks (to read a CPU profile within them).
 */
export async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<LongTask[]>> {
  await browser.startTracing(page, { categories: CATEGORIES });
  return async () => {
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    if (!main) return [];
    const spans = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    printSelfTimes(spans);
    return printLongTasks(spans);
  };
}

const label = (span: TraceEvent) => {
  const data = span.args?.data;
  return data?.functionName || data?.url
    ? `${span.name} ${data.functionName || '(anonymous)'} ${data.url?.split('/').pop() ?? ''}:${data.lineNumber ?? ''}`
    : span.name;
};

/** Each top-level task over 50 ms with the spans inside it that took the most (total time, not self). */
function printLongTasks(spans: TraceEvent[]): LongTask[] {
  const tasks: LongTask[] = [];
  let end = -Infinity;
  for (const span of spans) {
    if (span.ts < end) continue;
    end = span.ts + span.dur!;
    if (span.dur! > 50_000) tasks.push({ ts: span.ts, dur: span.dur! });
  }
  for (const task of tasks) {
    const inside = spans.filter((span) => span.ts > task.ts && span.ts < task.ts + task.dur && span.dur! > 5_000);
    console.log(
      `long task ${(task.dur / 1000).toFixed(0)} ms: ${inside.map((span) => `${label(span)} ${(span.dur! / 1000).toFixed(0)}`).join(' > ')}`,
    );
  }
  return tasks;
}

/** Self time (a span's duration less its children's) and count by name, the largest first. */
function printSelfTimes(spans: TraceEvent[]) {
  const self = new Map<string, number>();
  const count = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let tasks = 0;
  for (const span of spans) {
    while (stack.length && stack.at(-1)!.end <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - span.dur!);
    else tasks++;
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur!);
    count.set(span.name, (count.get(span.name) ?? 0) + 1);
    stack.push({ end: span.ts + span.dur!, name: span.name });
  }
  console.log(`main thread, ${tasks} top-level tasks; self time by trace event:`);
  for (const [name, micros] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(micros / 1000).toFixed(0).padStart(7)} ms  ${String(count.get(name)).padStart(6)}×  ${name}`);
}
