import type { Quote } from '@platform/shared/quote';
import type { Clock } from '../../lib/clock.ts';
import type { MarketDataFeed, QuoteSink } from '../market-data-feed.ts';
import type { PriceModel } from './price-model.ts';
import { normal, seededRandom, symbolSeed } from './random.ts';

const YEAR_MS = 365 * 24 * 3_600_000;

export interface SimulatedSymbol {
  symbol: string;
  digits: number;
  pipSize: number;
  model: PriceModel;
  /** Where the walk starts (e.g. the last stored close); the model's price otherwise. */
  startPrice?: number;
}

export interface SimulatorOptions {
  seed: number;
  clock: Clock;
  /** Whether the symbol quotes at that instant (its quote sessions; read on every step, so edits apply at once). */
  isOpen: (symbol: string, at: number) => boolean;
  /** How often the simulator wakes to decide which symbols tick. */
  stepMs?: number;
}

interface Walk {
  spec: SimulatedSymbol;
  random: () => number;
  mid: number;
  lastTime: number;
  /** Quoted at the last step (a market that opens gets a price at once). */
  quoting: boolean;
}

/**
 * The built-in market: a seeded random walk per symbol with its class's volatility and spread,
 * ticking at random instants (Poisson, a few a second on the majors), silent outside its quote
 * sessions and quoting at once when one starts. `step(now)` is public so tests can drive it through any instant.
 */
export class SimulatorFeed implements MarketDataFeed {
  readonly name = 'simulator';
  private readonly walks: Walk[];
  private readonly stepMs: number;
  private timer: NodeJS.Timeout | null = null;
  private sink: QuoteSink | null = null;
  private lastStepAt: number;

  constructor(
    symbols: SimulatedSymbol[],
    private readonly options: SimulatorOptions,
  ) {
    this.stepMs = options.stepMs ?? 50;
    const now = options.clock.now();
    this.lastStepAt = now;
    this.walks = symbols.map((spec) => ({
      spec,
      random: seededRandom(symbolSeed(options.seed, spec.symbol)),
      mid: spec.startPrice ?? spec.model.price,
      lastTime: now,
      quoting: false,
    }));
  }

  /**
   * Gives every open market a price at once, as an exchange's snapshot does on connect: an instance
   * taking the feed over must not leave a slow symbol (one tick a second or less) on a price too
   * old to trade for seconds.
   */
  async start(sink: QuoteSink): Promise<void> {
    this.sink = sink;
    const now = this.options.clock.now();
    for (const walk of this.walks) {
      walk.quoting = this.options.isOpen(walk.spec.symbol, now);
      if (walk.quoting) sink(this.nextQuote(walk, now));
    }
    this.timer = setInterval(() => this.step(this.options.clock.now()), this.stepMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sink = null;
  }

  /** Emits the ticks due in the step ending at `now`; returns them too. */
  step(now: number): Quote[] {
    const quotes: Quote[] = [];
    // The chance of a tick follows the time really elapsed, so a late timer does not slow the market.
    const elapsedSeconds = Math.min(Math.max(now - this.lastStepAt, 0), 1000) / 1000;
    this.lastStepAt = now;
    for (const walk of this.walks) {
      if (!this.options.isOpen(walk.spec.symbol, now)) {
        walk.lastTime = now;
        walk.quoting = false;
        continue;
      }
      const opening = !walk.quoting;
      walk.quoting = true;
      const chance = 1 - Math.exp(-walk.spec.model.ticksPerSecond * elapsedSeconds);
      if (!opening && walk.random() >= chance) continue;
      const quote = this.nextQuote(walk, now);
      quotes.push(quote);
      this.sink?.(quote);
    }
    return quotes;
  }

  private nextQuote(walk: Walk, now: number): Quote {
    const { model, pipSize, digits, symbol } = walk.spec;
    const elapsed = Math.max(now - walk.lastTime, 1);
    walk.lastTime = now;
    walk.mid *= Math.exp(model.volatility * Math.sqrt(elapsed / YEAR_MS) * normal(walk.random));
    const spread = Math.max(model.spreadPips * pipSize * (0.7 + 0.6 * walk.random()), 10 ** -digits);
    const bid = round(walk.mid - spread / 2, digits);
    const ask = Math.max(round(walk.mid + spread / 2, digits), round(bid + 10 ** -digits, digits));
    const size = () => Math.max(1, Math.round(model.bookSize * (0.2 + 1.6 * walk.random())));
    return { symbol, bid, ask, bidSize: size(), askSize: size(), time: now };
  }
}

const round = (price: number, digits: number) => Number(price.toFixed(digits));
