import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { HedgeSession } from '@platform/shared/hedging';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { FixSettings } from './fix/fix-settings.ts';
import type { LinkState } from './fix/lp-link.ts';
import type { SequenceNumbers } from './fix/session-files.ts';
import type { HedgeSessionTable } from './hedging.tables.ts';
import './hedging.channels.ts';

/** Outgoing numbers reserved at a time: a database write per this many messages at most. */
const RESERVE_BLOCK = 10_000;
/** Reserved numbers kept ahead of the next one, for what the FIX engine sends on its own (heartbeats, gap fills, the Logon). */
const RESERVE_MARGIN = 1_000;
/** A holder reports at least this often; a record older than STALE_MS has no live holder. */
export const REPORT_EVERY_MS = 5_000;
const STALE_MS = 3 * REPORT_EVERY_MS;

export const sessionIdOf = (settings: FixSettings) => `FIX.4.4-${settings.senderCompId}-${settings.targetCompId}`;

type Row = HedgeSessionTable;

/** The session as every instance shows it: the holder's record, `stopped` when its holder went silent. */
export function sessionView(settings: FixSettings | null, row: Row | undefined, now: number): HedgeSession {
  if (!settings)
    return {
      state: 'off',
      since: null,
      reason: null,
      host: null,
      port: null,
      sender_comp_id: null,
      target_comp_id: null,
      next_sender_seq: null,
      next_target_seq: null,
      updated_at: null,
    };
  const silent = row !== undefined && row.state !== 'stopped' && now - row.updated_at > STALE_MS;
  return {
    state: !row || silent ? 'stopped' : row.state,
    since: silent ? row.updated_at : (row?.since ?? null),
    reason: silent ? 'no instance holds the session (its holder stopped reporting)' : (row?.reason ?? null),
    host: settings.host,
    port: settings.port,
    sender_comp_id: settings.senderCompId,
    target_comp_id: settings.targetCompId,
    next_sender_seq: row?.next_sender_seq ?? null,
    next_target_seq: row?.next_target_seq ?? null,
    updated_at: row?.updated_at ?? null,
  };
}

const readRow = (db: Db, sessionId: string) =>
  db.selectFrom('hedge_session').selectAll().where('session_id', '=', sessionId).executeTakeFirst();

/** `GET /api/admin/hedging/session` on any instance. */
export async function readSession(db: Db, settings: FixSettings | null, now: number): Promise<HedgeSession> {
  return sessionView(settings, settings ? await readRow(db, sessionIdOf(settings)) : undefined, now);
}

/**
 * The holder's side of `hedge_session`: what it reports (state, numbers) for every instance, and
 * the outgoing sequence numbers it reserves before using them, so that the next holder, maybe on
 * another instance with no session files of its own, never sends a number the LP has seen.
 * Writes go one after another; each one that changes the view is published on the bus.
 */
export class SessionRecord {
  private readonly holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly sessionId: string;
  private reserved = 1;
  private floors: SequenceNumbers = { nextSender: 1, nextTarget: 1 };
  private reserving: Promise<void> | null = null;
  private writes: Promise<unknown> = Promise.resolve();
  private reported = { state: 'stopped' as Row['state'], since: 0, reason: null as string | null, at: 0, sender: 0, target: 0 };

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: FixSettings,
  ) {
    this.sessionId = sessionIdOf(settings);
  }

  /** Where the session files must start at least. */
  startFrom(): SequenceNumbers {
    return this.floors;
  }

  /**
   * On taking the lead, before connecting: reads where the last holder left the numbers, claims the
   * record and reserves a block above them.
   */
  async takeOver(): Promise<void> {
    const now = this.ctx.clock.now();
    const row = await readRow(this.ctx.db, this.sessionId);
    this.floors = { nextSender: row?.reserved_sender_seq ?? 1, nextTarget: row?.next_target_seq ?? 1 };
    this.reserved = this.floors.nextSender + RESERVE_BLOCK;
    const values = {
      state: 'connecting' as const,
      since: now,
      reason: null,
      holder: this.holder,
      reserved_sender_seq: this.reserved,
      updated_at: now,
    };
    await this.ctx.db
      .insertInto('hedge_session')
      .values({ session_id: this.sessionId, next_sender_seq: null, next_target_seq: null, ...values })
      .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
      .execute();
    this.reported = { ...this.reported, state: 'connecting', since: now, reason: null, at: now };
    this.publish(await readRow(this.ctx.db, this.sessionId));
  }

  /**
   * Before `count` messages go out from `nextSender` on: reserves more numbers when they would come
   * near the reserved bound (rarely: a block at a time). Throws when another instance holds the record.
   */
  async reserve(nextSender: number, count: number): Promise<void> {
    while (nextSender + count + RESERVE_MARGIN > this.reserved) {
      if (!this.reserving) {
        const target = nextSender + count + RESERVE_BLOCK;
        this.reserving = this.update({ reserved_sender_seq: target })
          .then((held) => {
            if (!held) throw new Error('another instance holds the FIX session record');
            this.reserved = Math.max(this.reserved, target);
          })
          .finally(() => (this.reserving = null));
      }
      await this.reserving;
    }
  }

  /** The link moved: recorded at once (in order) and published. */
  stateChanged(state: LinkState, reason: string | null): void {
    const now = this.ctx.clock.now();
    this.reported = { ...this.reported, state, since: now, reason, at: now };
    void this.write({ state, since: now, reason });
  }

  /** Called every second or so while holding: the numbers when they moved, and a sign of life every REPORT_EVERY_MS. */
  report(numbers: SequenceNumbers | null): void {
    const now = this.ctx.clock.now();
    const moved = numbers !== null && (numbers.nextSender !== this.reported.sender || numbers.nextTarget !== this.reported.target);
    if (!moved && now - this.reported.at < REPORT_EVERY_MS) return;
    if (numbers) this.reported = { ...this.reported, sender: numbers.nextSender, target: numbers.nextTarget };
    this.reported.at = now;
    void this.write(numbers ? { next_sender_seq: numbers.nextSender, next_target_seq: numbers.nextTarget } : {});
  }

  /**
   * After the session logged out for good (a step-down, a stop): the exact numbers, so the next
   * holder continues without a gap, and the record left to whoever takes it.
   */
  async handOver(numbers: SequenceNumbers | null): Promise<void> {
    await this.writes;
    const exact = numbers
      ? { next_sender_seq: numbers.nextSender, next_target_seq: numbers.nextTarget, reserved_sender_seq: numbers.nextSender }
      : {};
    await this.update({ state: 'stopped', since: this.ctx.clock.now(), reason: 'handed over', holder: null, ...exact });
  }

  private write(values: Partial<Row>): Promise<unknown> {
    this.writes = this.writes
      .then(() => this.update(values))
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'hedging: recording the FIX session failed'));
    return this.writes;
  }

  /** Updates the record while this service holds it; false when another does. */
  private async update(values: Partial<Row>): Promise<boolean> {
    const now = this.ctx.clock.now();
    const result = await this.ctx.db
      .updateTable('hedge_session')
      .set({ ...values, updated_at: now })
      .where('session_id', '=', this.sessionId)
      .where('holder', '=', this.holder)
      .executeTakeFirst();
    const held = Number(result.numUpdatedRows) > 0;
    if (held) this.publish(await readRow(this.ctx.db, this.sessionId));
    return held;
  }

  private publish(row: Row | undefined): void {
    this.ctx.bus.publish('hedging.session', sessionView(this.settings, row, this.ctx.clock.now()));
  }
}
