import type { Db } from '../db/database.ts';
import type { AlertEffect } from '../engine/alerts.ts';
import type { TradingEngine } from '../engine/trading-engine.ts';
import type { PersistJob } from './effect-writer.ts';
import type { EngineMarket } from './leader-command.ts';

/** Socket events after a result is committed (the trading module's): built over the engine it reads figures from. */
export interface EnginePublisher {
  committed(job: PersistJob): void;
  publishAccount(accountId: number): void;
}

/** Price alerts live in the engine's ladders; the alerts module stores and arms them. */
export interface EngineAlerts {
  /** At load: every active alert, armed against the quotes the engine holds. */
  load(db: Db, engine: TradingEngine): Promise<void>;
  /** Inside the writer's transaction: an alert fired or expired. */
  persist: (trx: Db, effect: AlertEffect) => Promise<void>;
  /** Follows alert edits from every instance; `engine()` is null while this instance does not serve. */
  follow(engine: () => TradingEngine | null, onError: (error: unknown) => void): () => void;
}

/** Client groups' conditions live in the engine; the groups module stores them and follows their edits. */
export interface EngineGroups {
  /** At load, before the orders: every group's conditions and every account's group. */
  load(engine: TradingEngine): Promise<void>;
  /** Follows group edits and account moves from every instance; `engine()` is null while this instance does not serve. */
  follow(engine: () => TradingEngine | null): () => void;
  /** After a symbol sheet edit: every group's terms again from the sheet (a rule's untouched fields read it). */
  rebuild(engine: TradingEngine): void;
}

/** The risk desk's switches live in the engine; the risk module stores them. */
export interface EngineRisk {
  /** At load, after the orders: every dealer switch. */
  load(engine: TradingEngine): Promise<void>;
}

/** What the runtime is built from: passed in where the app is wired, never imported. */
export interface EngineParts {
  market: EngineMarket;
  publisher(engine: () => TradingEngine): EnginePublisher;
  alerts: EngineAlerts;
  groups: EngineGroups;
  risk?: EngineRisk;
}
