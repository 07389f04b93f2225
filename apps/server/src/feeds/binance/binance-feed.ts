import WebSocket from 'ws';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import type { MarketDataFeed, QuoteSink } from '../market-data-feed.ts';
import { combinedStreamUrl, parseBookTicker } from './book-ticker.ts';

export interface BinanceFeedOptions {
  /** e.g. wss://stream.binance.com:9443, or a local stand-in in tests. */
  url: string;
  symbols: string[];
  clock: Clock;
  log?: Pick<Logger, 'warn' | 'info'>;
  /** Reconnection delay grows from the first to the second, in ms. */
  reconnectMs?: [number, number];
}

/**
 * A crypto exchange's public best-bid/ask stream (Binance combined `@bookTicker` streams): one
 * websocket, automatic reconnection with growing delay, each frame becomes a quote.
 */
export class BinanceFeed implements MarketDataFeed {
  readonly name = 'binance';
  private socket: WebSocket | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempts = 0;
  private stopped = true;

  constructor(private readonly options: BinanceFeedOptions) {}

  async start(sink: QuoteSink): Promise<void> {
    this.stopped = false;
    if (this.options.symbols.length > 0) this.connect(sink);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.terminate();
    this.socket = null;
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private connect(sink: QuoteSink): void {
    const socket = new WebSocket(combinedStreamUrl(this.options.url, this.options.symbols), { handshakeTimeout: 10_000 });
    this.socket = socket;
    socket.on('open', () => {
      this.attempts = 0;
      this.options.log?.info({ feed: this.name }, 'market stream connected');
    });
    socket.on('message', (data) => {
      const ticker = parseBookTicker(
        (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8'),
      );
      if (!ticker) return;
      sink({
        symbol: ticker.symbol,
        bid: ticker.bid,
        ask: ticker.ask,
        bidSize: ticker.bidSize,
        askSize: ticker.askSize,
        time: this.options.clock.now(),
      });
    });
    socket.on('error', (error) => this.options.log?.warn({ feed: this.name, err: error.message }, 'market stream error'));
    socket.on('close', () => {
      if (this.stopped || this.socket !== socket) return;
      const [first, last] = this.options.reconnectMs ?? [1000, 5000];
      const delay = Math.min(first * 2 ** this.attempts, last);
      this.attempts++;
      this.retry = setTimeout(() => this.connect(sink), delay);
    });
  }
}
