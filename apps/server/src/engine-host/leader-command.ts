import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/database.ts';
import type { FundsCommand, FundsOutcome } from '../engine/balance-commands.ts';
import type { EngineSymbol } from '../engine/types.ts';
import type { TradingEngine } from '../engine/trading-engine.ts';
import { AppError } from '../errors/app-error.ts';
import type { Idempotent } from '../lib/idempotency/idempotency.ts';
import type { PersistJob } from './effect-writer.ts';

/** What the engine needs of market data: symbols in the engine's terms, quotes, and market hours. */
export interface EngineMarket {
  /** Every tradable symbol's contract in the engine's terms (integer points). */
  symbols(): EngineSymbol[];
  symbol(name: string): EngineSymbol | undefined;
  latestQuote(symbol: string): { symbol: string; bid: number; ask: number; time: number } | undefined;
  onQuote(listener: (quote: { symbol: string; bid: number; ask: number; time: number }) => void): () => void;
  isMarketOpen(symbol: string, at: number): boolean;
  /** Days of swap the daily rollover at `at` charges the symbol's positions (the broker's calendar: 0 on a holiday). */
  swapDays(symbol: string, at: number): number;
  /** Called after every change of the symbol sheet on this instance, whichever instance made it. */
  onSheetChange(listener: () => void): () => void;
  /** The broker's time zone (the calendar's): the daily rollover is at the end of its trading day. */
  timeZone(): string;
}

/**
 * What a leader command may use where it runs (the instance serving the engine): the engine, the
 * ordered writer that commits its results, and the market it trades on.
 */
export interface LeaderSide {
  readonly ctx: AppContext;
  readonly market: EngineMarket;
  /** The loaded engine; 503 while this instance is not serving it. */
  engine(): TradingEngine;
  /** Resolves once a reload after a refused write is over. */
  whenReady(): Promise<void>;
  /** Commits an engine result (and the command's own rows in `job.extra`) in one transaction, in engine order. */
  persist(job: PersistJob, accountIds: number[]): Promise<void>;
  /** Applies a balance command and commits its ledger and account effects with `extra`, in one transaction. */
  moveFunds(command: FundsCommand, extra?: (trx: Db) => Promise<void>): Promise<FundsOutcome>;
  /** Idempotency-Keys, checked where the command runs (one per instance, so concurrent retries wait for the first). */
  readonly idempotent: Idempotent;
}

/**
 * A command that must run where the engine is. Declared once, by the module that owns it; its input
 * is plain JSON described by `input`, which the leader parses before running a forwarded call.
 */
export interface LeaderCommand<Input = unknown, Output = unknown> {
  readonly name: string;
  readonly input: z.ZodType<Input>;
  /**
   * The output is an `Answer` ({ statusCode, body }) whose body a forwarding instance sends on as the
   * JSON text the leader wrote (no second parse and write on the hot path).
   */
  readonly answersAsText?: boolean;
  run(input: Input, leader: LeaderSide): Promise<Output>;
}

export function defineLeaderCommand<Schema extends z.ZodType, Output>(command: {
  name: string;
  input: Schema;
  answersAsText?: boolean;
  run(input: z.output<Schema>, leader: LeaderSide): Promise<Output>;
}): LeaderCommand<z.output<Schema>, Output> {
  return command as LeaderCommand<z.output<Schema>, Output>;
}

/** Any leader command, whatever its input and output (what the catalogue lists). */
export interface AnyLeaderCommand {
  readonly name: string;
  readonly input: z.ZodType;
  readonly answersAsText?: boolean;
  run(input: never, leader: LeaderSide): Promise<unknown>;
}

/** The catalogue: every command by its name, each name once. */
export function commandCatalogue(commands: readonly AnyLeaderCommand[]): ReadonlyMap<string, LeaderCommand> {
  const byName = new Map<string, LeaderCommand>();
  for (const command of commands) {
    if (byName.has(command.name)) throw new Error(`Two leader commands are named ${command.name}.`);
    // Its run takes what its own schema outputs: the handler runs it only on input that schema parsed.
    byName.set(command.name, command as LeaderCommand);
  }
  return byName;
}

/** A forwarded call's input, checked against its command's schema: a bad one is the caller's 4xx. */
export function parseForwardedInput(command: LeaderCommand, input: unknown): unknown {
  const parsed = command.input.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'input'] ??= []).push(issue.message);
  throw new AppError('VALIDATION_ERROR', 422, `The ${command.name} command's input is not valid.`, undefined, errors);
}
