import type { Quote } from '@platform/shared/quote';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../lib/clock.ts';
import type { MarketDataFeed, QuoteSink } from '../market-data-feed.ts';
import { parseRecording, type RecordedTick } from './recording.ts';

export const defaultReplayFile = path.join(import.meta.dirname, 'fixtures', 'sample-ticks.jsonl');

export interface ReplayOptions {
  clock: Clock;
  /** Start again from the top when the file ends. */
  loop?: boolean;
  /** 2 plays twice as fast. */
  speed?: number;
}

/**
 * Plays a recorded tick file with its original spacing, stamping each tick with the time it is
 * played (so charts and the engine see live prices).
 */
export class ReplayFeed implements MarketDataFeed {
  readonly name = 'replay';
  private readonly ticks: RecordedTick[];
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    file: string,
    private readonly options: ReplayOptions,
  ) {
    this.ticks = parseRecording(fs.readFileSync(file, 'utf8'));
  }

  async start(sink: QuoteSink): Promise<void> {
    this.stopped = false;
    this.playFrom(0, sink);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private playFrom(index: number, sink: QuoteSink): void {
    if (this.stopped || this.ticks.length === 0) return;
    const speed = this.options.speed ?? 1;
    const first = this.ticks[index]!;
    let i = index;
    // Emit every tick that shares the first one's instant, then wait for the next.
    while (i < this.ticks.length && this.ticks[i]!.offsetMs === first.offsetMs) {
      sink(toQuote(this.ticks[i]!, this.options.clock.now()));
      i++;
    }
    if (i >= this.ticks.length && !this.options.loop) return;
    const next = i >= this.ticks.length ? 0 : i;
    const wait = next === 0 ? 1000 : (this.ticks[next]!.offsetMs - first.offsetMs) / speed;
    this.timer = setTimeout(() => this.playFrom(next, sink), wait);
  }
}

const toQuote = (tick: RecordedTick, now: number): Quote => ({
  symbol: tick.symbol,
  bid: tick.bid,
  ask: tick.ask,
  bidSize: tick.bidSize,
  askSize: tick.askSize,
  time: now,
});
