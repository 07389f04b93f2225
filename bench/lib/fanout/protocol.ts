/** Messages between the fan-out benchmark and its child processes (over Node IPC). */
export type ToChild =
  { type: 'stats'; gc?: boolean } | { type: 'start' } | { type: 'stop' } | { type: 'pause'; share: number } | { type: 'exit' };

export interface ServerStats {
  type: 'stats';
  /** process.cpuUsage() of the server, µs. */
  cpuMicros: number;
  /** Ticks the feed produced so far. */
  generated: number;
  rss: number;
  heapUsed: number;
  external: number;
  /** Sockets with bytes waiting in the process (not yet taken by the kernel), and those bytes. */
  backlogged: number;
  bufferedBytes: number;
}

export interface ClientReport {
  type: 'report';
  connected: number;
  received: number;
  /** Latency histogram: index = milliseconds (last bucket holds the rest). */
  histogram: number[];
}

export const HISTOGRAM_MS = 5000;

/**
 * The benchmark shifts every clock to a weekday when it runs at the weekend, so currency pairs
 * tick at their full rate; ticks carry the shifted time and clients shift it back.
 */
export function weekdayOffsetMs(now: number): number {
  for (let days = 0; days < 4; days++) {
    const shifted = new Date(now + days * 86_400_000);
    const day = shifted.getUTCDay();
    const hour = shifted.getUTCHours();
    const closed = day === 6 || (day === 5 && hour >= 20) || (day === 0 && hour < 22);
    if (!closed) return days * 86_400_000;
  }
  return 0;
}
