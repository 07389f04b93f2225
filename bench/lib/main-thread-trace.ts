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
  args?: { name?: string };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc'];

/** Starts recording `page`; the returned function stops and prints the main thread's self time by event. */
export async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<void>> {
  await browser.startTracing(page, { categories: CATEGORIES });
  return async () => {
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    if (!main) return;
    const spans = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    printSelfTimes(spans);
  };
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
