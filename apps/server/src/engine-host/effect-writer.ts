import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Effect, EngineOrder } from '../engine/types.ts';
import { sql } from 'kysely';
import { insertLedgerEntry } from './storage/ledger.repository.ts';
import { deleteOrdersOf, orderWrites } from './storage/order.repository.ts';
import type { AlertEffect } from '../engine/alerts.ts';
import { saveAnswers, type KeptAnswer } from '../lib/idempotency/idempotency.repository.ts';

export interface PersistJob {
  effects: Effect[];
  /** Further writes that belong to the same result (the account type, a rollover's claim). */
  extra?: (trx: Db) => Promise<void>;
  /** Idempotency-Key answers of this result: the batch writes them all in one statement. */
  answers?: KeptAnswer[];
}

interface Queued {
  job: PersistJob;
  users: number[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Persists engine results in engine order. Results that arrive while a transaction is running are
 * committed together in the next one (group commit); each result is all-or-nothing either way.
 */
export class EffectWriter {
  private queue: Queued[] = [];
  private running: Promise<void> | null = null;
  private readonly inflightByUser = new Map<number, number>();
  private readonly writes: ReturnType<typeof orderWrites>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly persistAlert: (trx: Db, effect: AlertEffect) => Promise<void>,
    private readonly onCommitted: (job: PersistJob) => void,
    private readonly onLost: () => void,
  ) {
    this.writes = orderWrites(db);
  }

  /** `accountIds`: accounts the job touches beyond those its effects name (alerts count under their trader). */
  submit(job: PersistJob, accountIds: number[] = []): Promise<void> {
    const users = [...new Set([...accountIds, ...job.effects.map(effectKey)])];
    for (const user of users) this.inflightByUser.set(user, (this.inflightByUser.get(user) ?? 0) + 1);
    const done = new Promise<void>((resolve, reject) => this.queue.push({ job, users, resolve, reject }));
    this.running ??= this.drainNextTurn();
    return done;
  }

  /** Results of this trader submitted but not yet committed. */
  inflight(userId: number): number {
    return this.inflightByUser.get(userId) ?? 0;
  }

  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Starts the transaction after the current event-loop turn: every result of this turn (the
   * orders of all requests that arrived together, the fills of one tick) commits in it. On SQLite
   * a Kysely transaction never yields to the event loop, so without the wait each result paid its
   * own commit (issue 16: the commit was an eighth of an order's CPU).
   */
  private async drainNextTurn(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        try {
          await this.write(batch.map((item) => item.job));
          for (const item of batch) this.finish(item, null);
        } catch {
          // One bad result must not sink the others: retry each on its own.
          for (const item of batch) {
            try {
              await this.db.transaction().execute((trx) => this.apply(trx, [item.job]));
              this.finish(item, null);
            } catch (error) {
              this.log.error({ err: error }, 'persisting an engine result failed; reloading the engine');
              this.finish(item, error);
              this.onLost();
            }
          }
        }
      }
    } finally {
      this.running = null;
    }
  }

  /**
   * One batch, all or nothing. When all it writes is new orders and their Idempotency-Key answers
   * (market orders, the common case), that is one statement run alone: a single statement is
   * atomic by itself, and PostgreSQL saves the BEGIN and COMMIT round trips.
   */
  private async write(jobs: PersistJob[]): Promise<void> {
    const fresh = onlyNewOrders(jobs);
    if (fresh && fresh.length <= this.writes.rowsPerStatement)
      return this.writes.insertWithAnswers(
        this.db,
        fresh,
        this.clock.now(),
        jobs.flatMap((job) => job.answers ?? []),
      );
    await this.db.transaction().execute((trx) => this.apply(trx, jobs));
  }

  private finish(item: Queued, error: unknown): void {
    for (const user of item.users) {
      const left = (this.inflightByUser.get(user) ?? 1) - 1;
      if (left <= 0) this.inflightByUser.delete(user);
      else this.inflightByUser.set(user, left);
    }
    if (error) return item.reject(error);
    item.resolve();
    try {
      this.onCommitted(item.job);
    } catch (publishError) {
      this.log.error({ err: publishError }, 'publishing trading events failed');
    }
  }

  /** Writes the jobs in order; order rows are buffered (last state wins) and written in bulk. */
  private async apply(trx: Db, jobs: PersistJob[]): Promise<void> {
    const now = this.clock.now();
    const answers: KeptAnswer[] = [];
    const orders = new Map<number, EngineOrder>();
    const created = new Set<number>();
    const flushOrders = async () => {
      if (orders.size === 0) return;
      const fresh = [...orders.values()].filter((order) => created.has(order.id));
      const known = [...orders.values()].filter((order) => !created.has(order.id));
      if (fresh.length > 0) await this.writes.insert(trx, fresh, now);
      if (known.length > 0) await this.writes.save(trx, known, now);
      orders.clear();
      created.clear();
    };
    for (const job of jobs) {
      for (const effect of job.effects) {
        if (effect.type === 'order') {
          orders.delete(effect.order.id);
          orders.set(effect.order.id, effect.order);
          if (effect.created) created.add(effect.order.id);
        } else if (effect.type === 'ledger') {
          const ref = effect.orderId !== null ? { refType: 'order', refId: effect.orderId } : {};
          const moved = await moveBalance(trx, effect.accountId, effect.amountCents, now);
          await insertLedgerEntry(
            trx,
            {
              accountId: effect.accountId,
              userId: moved.user_id,
              kind: effect.kind,
              amountCents: effect.amountCents,
              ...ref,
              ...effect.about,
            },
            moved.balance_cents,
            now,
          );
        } else if (effect.type === 'funds') {
          await trx
            .updateTable('accounts')
            .set({ credit_cents: effect.creditCents, reserved_cents: effect.reservedCents, updated_at: now })
            .where('id', '=', effect.accountId)
            .execute();
        } else if (effect.type === 'applied') {
          // The primary key is the claim: a command some other engine already applied rolls this result back.
          // The claim names the account's owner (the column predates accounts having their own ids).
          await trx
            .insertInto('applied_balance_ops')
            .values((eb) => ({
              op_id: effect.opId,
              user_id: eb.selectFrom('accounts').select('user_id').where('id', '=', effect.accountId),
              created_at: now,
            }))
            .execute();
        } else if (effect.type === 'orders-deleted') {
          await flushOrders();
          await deleteOrdersOf(trx, effect.accountId);
        } else if (effect.type === 'alert') {
          await this.persistAlert(trx, effect);
        }
      }
      if (job.extra) await job.extra(trx);
      if (job.answers) answers.push(...job.answers);
    }
    await flushOrders();
    await saveAnswers(trx, answers);
  }
}

/** Effects that write nothing (the publisher's alone). */
const UNSTORED = new Set<Effect['type']>(['margin-call', 'account']);

/** The new orders of these jobs when inserting them (and their Idempotency-Key answers) is all they write; null otherwise. */
function onlyNewOrders(jobs: PersistJob[]): EngineOrder[] | null {
  const orders = new Map<number, EngineOrder>();
  for (const job of jobs) {
    if (job.extra) return null;
    for (const effect of job.effects) {
      if (UNSTORED.has(effect.type)) continue;
      if (effect.type !== 'order' || !effect.created || orders.has(effect.order.id)) return null;
      orders.set(effect.order.id, effect.order);
    }
  }
  return orders.size > 0 ? [...orders.values()] : null;
}

/**
 * The stored balance moves with every ledger entry, by the same amount, in the same transaction
 * (balance = sum of entries). This writer is the only code that writes `accounts`.
 */
async function moveBalance(trx: Db, accountId: number, amountCents: number, now: number) {
  return trx
    .updateTable('accounts')
    .set({ balance_cents: sql`balance_cents + ${amountCents}`, updated_at: now })
    .where('id', '=', accountId)
    .returning(['balance_cents', 'user_id'])
    .executeTakeFirstOrThrow();
}

/** Whose results a job holds: the account of each effect (a price alert's trader for alert effects). */
function effectKey(effect: Effect): number {
  if (effect.type === 'order') return effect.order.accountId;
  if (effect.type === 'alert') return effect.userId;
  return effect.accountId;
}
