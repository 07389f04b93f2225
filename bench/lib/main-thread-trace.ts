// Where a page's main thread spends its time, by Chromium trace event (style, layout, paint,
// script...): the CPU profile alone shows most of it as '(program)', the browser's own work.
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: far below `dur` when the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number; message?: string } };
}

/** A top-level task of the main thread over 50 ms: start and duration in µs of the trace clock. */
export interface LongTask {
  ts: number;
  dur: number;
}

/** Also lists the tasks with more thread time than this (µs; TRACE_CPU_MS), however long they took. */
const CPU_LISTED = Number(process.env.TRACE_CPU_MS ?? Infinity) * 1000;

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc'];

export interface Traced {
  /** Every top-level task over 50 ms (and over TRACE_CPU_MS of CPU), before and after the mark. */
  longTasks: LongTask[];
  /** Where the mark was set (trace clock, µs); the start of the trace without one. */
  liveStart: number;
}

/**
 * Starts recording `page`; the returned function stops, prints the main thread's self time by event
 * from the `console.timeStamp(mark)` the page set on (all of it without one) and the long tasks of
 * the whole recording with their own breakdown, and answers the long tasks (to read a CPU profile
 * within them).
 */
export async function traceMainThread(browser: Browser, page: Page, mark?: string, loadedMark?: string): Promise<() => Promise<Traced>> {
  await browser.startTracing(page, { categories: CATEGORIES });
  return async () => {
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const stamped = (message?: string) =>
      message ? events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === message) : undefined;
    const marked = stamped(mark);
    // A navigation can move the page to another renderer: the main thread is the one with the mark
    // (or the busiest renderer main thread).
    const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    const spansOf = (thread: TraceEvent) =>
      events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined);
    const main = mains.find((thread) => marked && thread.pid === marked.pid && thread.tid === marked.tid);
    const spans = (main ? spansOf(main) : mains.map(spansOf).reduce((a, b) => (b.length > a.length ? b : a), [])).sort(
      (a, b) => a.ts - b.ts || b.dur! - a.dur!,
    );
    const liveStart = marked ? marked.ts : (spans[0]?.ts ?? 0);
    printSelfTimes(spans.filter((span) => span.ts >= liveStart));
    return { longTasks: printLongTasks(spans, marked ? liveStart : -Infinity, stamped(loadedMark)?.ts ?? liveStart), liveStart };
  };
}

const label = (span: TraceEvent) => {
  const data = span.args?.data;
  return data?.functionName || data?.url
    ? `${span.name} ${data.functionName || '(anonymous)'} ${data.url?.split('/').pop() ?? ''}:${data.lineNumber ?? ''}`
    : span.name;
};

/**
 * Each top-level task over 50 ms or over TRACE_CPU_MS of CPU (load: before `loadEnd`; live: from
 * `liveStart`), its thread time (far less than its length when the renderer waited for a core) and
 * the spans inside it that took the most (total time, not self).
 */
function printLongTasks(spans: TraceEvent[], liveStart: number, loadEnd: number): LongTask[] {
  const tasks: TraceEvent[] = [];
  let end = -Infinity;
  for (const span of spans) {
    if (span.ts < end) continue;
    end = span.ts + span.dur!;
    if (span.dur! > 50_000 || (span.tdur ?? 0) > CPU_LISTED) tasks.push(span);
  }
  const ms = (micros: number | undefined) => (micros === undefined ? '?' : (micros / 1000).toFixed(0));
  for (const task of tasks) {
    const inside = spans.filter((span) => span.ts > task.ts && span.ts < task.ts + task.dur! && (span.tdur ?? span.dur!) > 3_000);
    console.log(
      `${task.dur! > 50_000 ? 'long task' : 'task'} (${task.ts < loadEnd ? 'load' : task.ts < liveStart ? 'before live' : 'live'}) ${ms(task.dur)} ms, ${ms(task.tdur)} ms on the CPU: ${inside.map((span) => `${label(span)} ${ms(span.dur)}/${ms(span.tdur)}`).join(' > ')}`,
    );
  }
  return tasks.map((task) => ({ ts: task.ts, dur: task.dur! }));
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
