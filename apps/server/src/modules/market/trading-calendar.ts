import {
  EMPTY_CALENDAR,
  WEEKDAY_NAMES,
  resolveSymbolCalendar,
  type SymbolCalendar,
  type TradingCalendar,
} from '@platform/shared/trading-calendar';
import { calendarClash, calendarFromWire, type CalendarTargetInput, type TradingCalendarInput } from '@platform/shared/trading-sessions';
import { normalisePath, symbolGroupPath } from '@platform/shared/trading-conditions';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import type { MarketSymbol } from './market-symbol.ts';
import { deleteRules, insertRules, lockCalendar, readCalendar, setTimeZone } from './trading-calendar.repository.ts';

const CALENDAR_CHANGED_CHANNEL = 'market.calendar-changed';

declare module '../../bus/bus.ts' {
  interface BusChannels {
    /** Staff changed the trading calendar: every instance reloads it. */
    'market.calendar-changed': Record<string, never>;
  }
}

type Target = { target_kind: 'path' | 'symbol'; target: string };

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One target's rules as the wire and the audit log show them. */
function rulesOf(calendar: TradingCalendar, { target_kind, target }: Target) {
  const mine = (rule: Target) => rule.target_kind === target_kind && rule.target === target;
  const triple = calendar.tripleSwapDays.find(mine);
  return {
    target_kind,
    target,
    sessions: calendar.sessions.filter(mine).map(({ kind, weekday, open, close }) => ({ kind, weekday, open, close })),
    holidays: calendar.holidays.filter(mine).map(({ date, open, close, name }) => ({ date, open, close, name })),
    triple_swap_day: triple ? (triple.weekday === null ? 'none' : WEEKDAY_NAMES[triple.weekday]) : 'inherit',
  };
}

/**
 * The trading calendar (packages/shared/trading-calendar), cached on every instance with each
 * symbol's resolved calendar. Staff change it (audited) whole, one target at a time, or its time
 * zone; the bus brings the change to every instance, which reloads and tells its listeners (the
 * market's open/closed watch, the simulator reads it on every step).
 */
export class TradingCalendarStore {
  private calendar: TradingCalendar = EMPTY_CALENDAR;
  private readonly resolved = new Map<string, SymbolCalendar>();
  private readonly listeners = new Set<() => void>();
  private generation = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly symbols: () => Iterable<MarketSymbol>,
  ) {}

  async open(): Promise<() => void> {
    await this.reload();
    return this.ctx.bus.subscribe(CALENDAR_CHANGED_CHANNEL, () => {
      void this.reload().catch((error: unknown) => this.ctx.log.error({ err: error }, 'reloading the trading calendar failed'));
    });
  }

  current(): TradingCalendar {
    return this.calendar;
  }

  /** The symbol's own calendar (resolved once per change of the calendar). */
  forSymbol(spec: MarketSymbol): SymbolCalendar {
    let resolved = this.resolved.get(spec.symbol);
    if (!resolved) {
      resolved = resolveSymbolCalendar(this.calendar, spec.symbol, symbolGroupPath(spec));
      this.resolved.set(spec.symbol, resolved);
    }
    return resolved;
  }

  /** Called after every reload, on this instance, whoever made the change. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Replaces the whole calendar. */
  async replace(actor: StaffActor, input: TradingCalendarInput): Promise<TradingCalendar> {
    this.checkZone(input.time_zone);
    const wire = {
      ...input,
      sessions: input.sessions.map((rule, index) => ({ ...rule, ...this.checkTarget(rule, `sessions.${index}.target`) })),
      holidays: input.holidays.map((rule, index) => ({ ...rule, ...this.checkTarget(rule, `holidays.${index}.target`) })),
      triple_swap_days: input.triple_swap_days.map((rule, index) => ({
        ...rule,
        ...this.checkTarget(rule, `triple_swap_days.${index}.target`),
      })),
    };
    // Spelled as the tree does, two names may turn out to be one target ('metals/' and 'Metals').
    const clash = calendarClash(wire);
    if (clash) throw AppError.validation({ [clash.path]: [clash.message] });
    const after = calendarFromWire(wire);
    return this.change(async (trx, now, before) => {
      await setTimeZone(trx, after.timeZone);
      await deleteRules(trx, null);
      await insertRules(trx, after);
      await recordAudit(
        trx,
        actor,
        { action: 'trading_calendar.replace', targetType: 'trading_calendar', targetId: null, before, after: input },
        now,
      );
    });
  }

  /** Replaces one symbol group's or symbol's sessions, holidays and triple-swap day. */
  async replaceTarget(actor: StaffActor, input: CalendarTargetInput): Promise<TradingCalendar> {
    const target = this.checkTarget(input, 'target');
    const triple = input.triple_swap_day;
    const rules = {
      sessions: input.sessions.map((s) => ({ ...target, ...s })),
      holidays: input.holidays.map((h) => ({ ...target, ...h })),
      tripleSwapDays: triple === 'inherit' ? [] : [{ ...target, weekday: triple === 'none' ? null : WEEKDAY_NAMES.indexOf(triple) }],
    };
    return this.change(async (trx, now, before) => {
      await deleteRules(trx, target);
      await insertRules(trx, rules);
      const audit = { action: 'trading_calendar.rules', targetType: 'trading_calendar', targetId: null };
      await recordAudit(trx, actor, { ...audit, before: rulesOf(before, target), after: { ...input, ...target } }, now);
    });
  }

  async setTimeZone(actor: StaffActor, timeZone: string): Promise<TradingCalendar> {
    this.checkZone(timeZone);
    return this.change(async (trx, now, before) => {
      await setTimeZone(trx, timeZone);
      const action = { action: 'trading_calendar.time_zone', targetType: 'trading_calendar', targetId: null };
      await recordAudit(trx, actor, { ...action, before: { time_zone: before.timeZone }, after: { time_zone: timeZone } }, now);
    });
  }

  /**
   * Writes a change with its audit entry in one transaction, after the calendar's lock (so `before`
   * is what the previous change committed), then every instance (this one first) reloads.
   */
  private async change(write: (trx: AppContext['db'], now: number, before: TradingCalendar) => Promise<void>): Promise<TradingCalendar> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      await lockCalendar(trx, now);
      await write(trx, now, await readCalendar(trx));
    });
    await this.reload();
    this.ctx.bus.publish(CALENDAR_CHANGED_CHANNEL, {});
    return this.calendar;
  }

  private async reload(): Promise<void> {
    const generation = ++this.generation;
    const calendar = await readCalendar(this.ctx.db);
    // A slower, older read must not overwrite a newer one.
    if (generation !== this.generation) return;
    this.calendar = calendar;
    this.resolved.clear();
    for (const listener of this.listeners) listener();
  }

  private checkZone(zone: string): void {
    if (!isTimeZone(zone)) throw AppError.validation({ time_zone: [`Unknown time zone ${zone}.`] });
  }

  /** The target as stored (a symbol in capitals, a path without stray slashes); a name no symbol answers to is refused. */
  private checkTarget(rule: Target, field: string): Target {
    const symbols = [...this.symbols()];
    if (rule.target_kind === 'symbol') {
      const symbol = rule.target.trim().toUpperCase();
      if (!symbols.some((s) => s.symbol === symbol)) throw AppError.validation({ [field]: [`Unknown symbol ${rule.target}.`] });
      return { target_kind: 'symbol', target: symbol };
    }
    // The tree's own spelling (`forex/majors` names `Forex/Majors`).
    const wanted = normalisePath(rule.target).toLowerCase();
    const depth = wanted.split('/').length;
    for (const spec of symbols) {
      const own = symbolGroupPath(spec);
      if (wanted !== '' && (own.toLowerCase() === wanted || own.toLowerCase().startsWith(`${wanted}/`)))
        return { target_kind: 'path', target: own.split('/').slice(0, depth).join('/') };
    }
    throw AppError.validation({ [field]: [`No symbol is in the group ${rule.target}.`] });
  }
}
