import { Heap } from './heap.ts';
import { ALERT_FIRE, ALERT_REARM, AlertLadder } from './alert-ladder.ts';
import type { Condition } from './price-ladder.ts';
import type { EngineQuote } from './types.ts';
import type { AlertEffect, EngineAlert } from './alert-types.ts';

export type { AlertEffect, EngineAlert };

/** Where the alert fires, and the level strictly back across its price that re-arms it. */
function levels(alert: EngineAlert): { fire: Condition; rearm: Condition; rearmPts: number } {
  switch (alert.condition) {
    case 'bid_crosses_above':
      return { fire: 'bid_at_or_above', rearm: 'bid_at_or_below', rearmPts: alert.pricePts - 1 };
    case 'bid_crosses_below':
      return { fire: 'bid_at_or_below', rearm: 'bid_at_or_above', rearmPts: alert.pricePts + 1 };
    case 'ask_crosses_above':
      return { fire: 'ask_at_or_above', rearm: 'ask_at_or_below', rearmPts: alert.pricePts - 1 };
    case 'ask_crosses_below':
      return { fire: 'ask_at_or_below', rearm: 'ask_at_or_above', rearmPts: alert.pricePts + 1 };
  }
}

function isBeyond(alert: EngineAlert, quote: EngineQuote): boolean {
  const watched = alert.condition.startsWith('bid') ? quote.bid : quote.ask;
  return alert.condition.endsWith('above') ? watched >= alert.pricePts : watched <= alert.pricePts;
}

/**
 * Every active price alert in per-symbol ladders. An alert fires when its side of the quote
 * crosses its price: one already beyond the price when armed waits for the price to come back
 * first. A repeating alert re-arms once the price is back across, and swallows crossings within
 * its cool-down. Pure like the rest of the engine: no clock, the caller passes the time.
 */
export class AlertBook {
  private readonly alerts = new Map<number, EngineAlert>();
  private readonly ladders = new Map<string, AlertLadder>();
  private readonly stale = new Map<string, number>();
  private readonly expiries = new Heap<{ at: number; id: number; version: number }>((a, b) => a.at < b.at);

  get size(): number {
    return this.alerts.size;
  }

  get(id: number): EngineAlert | undefined {
    return this.alerts.get(id);
  }

  /** Arms a new or edited alert against the symbol's latest quote (replacing an older version). */
  arm(alert: EngineAlert, quote: EngineQuote | undefined): void {
    const current = this.alerts.get(alert.id);
    // The same version delivered twice (a repeated change message) or an older one read late changes nothing.
    if (current && current.version >= alert.version) return;
    if (current) this.remove(alert.id);
    const copy = { ...alert };
    this.alerts.set(copy.id, copy);
    this.place(copy, quote !== undefined && isBeyond(copy, quote) ? ALERT_REARM : ALERT_FIRE);
    if (copy.expiresAt !== null) this.expiries.push({ at: copy.expiresAt, id: copy.id, version: copy.version });
  }

  remove(id: number): void {
    const alert = this.alerts.get(id);
    if (!alert) return;
    this.alerts.delete(id);
    this.stale.set(alert.symbol, (this.stale.get(alert.symbol) ?? 0) + 1);
  }

  /** The hook of a tick: fires what the quote crosses. Appends to `effects` only when something fires. */
  onTick(symbol: string, bid: number, ask: number, now: number, effects: AlertEffect[] | undefined): AlertEffect[] | undefined {
    const ladder = this.ladders.get(symbol);
    if (!ladder) return effects;
    const crossed = ladder.crossed(bid, ask);
    for (let i = 0; i < crossed.length; i++) {
      const alert = this.alerts.get(crossed.ref(i));
      if (!alert || alert.version !== crossed.version(i)) continue;
      if (crossed.kind(i) === ALERT_REARM) {
        this.place(alert, ALERT_FIRE);
        continue;
      }
      const pricePts = alert.condition.startsWith('bid') ? bid : ask;
      if (alert.expiresAt !== null && now >= alert.expiresAt) {
        this.alerts.delete(alert.id);
        (effects ??= []).push({ type: 'alert', event: 'expired', userId: alert.userId, alert: { ...alert }, pricePts, at: now });
        continue;
      }
      if (alert.repeating) {
        this.place(alert, ALERT_REARM);
        if (alert.lastTriggeredAt !== null && now - alert.lastTriggeredAt < alert.cooldownMs) continue;
        alert.lastTriggeredAt = now;
        alert.triggerCount += 1;
      } else {
        alert.triggerCount += 1;
        this.alerts.delete(alert.id);
      }
      (effects ??= []).push({ type: 'alert', event: 'triggered', userId: alert.userId, alert: { ...alert }, pricePts, at: now });
    }
    if ((this.stale.get(symbol) ?? 0) > 1024) this.compact(symbol);
    return effects;
  }

  /** Alerts whose expiry has passed without firing. */
  expire(now: number): AlertEffect[] {
    const effects: AlertEffect[] = [];
    for (let next = this.expiries.peek(); next && next.at <= now; next = this.expiries.peek()) {
      this.expiries.pop();
      const alert = this.alerts.get(next.id);
      if (!alert || alert.version !== next.version) continue;
      this.remove(alert.id);
      effects.push({ type: 'alert', event: 'expired', userId: alert.userId, alert: { ...alert }, pricePts: 0, at: now });
    }
    return effects;
  }

  private place(alert: EngineAlert, kind: number): void {
    let ladder = this.ladders.get(alert.symbol);
    if (!ladder) {
      ladder = new AlertLadder();
      this.ladders.set(alert.symbol, ladder);
    }
    const { fire, rearm, rearmPts } = levels(alert);
    if (kind === ALERT_FIRE) ladder.add(fire, alert.pricePts, ALERT_FIRE, alert.id, alert.version);
    else ladder.add(rearm, rearmPts, ALERT_REARM, alert.id, alert.version);
  }

  private compact(symbol: string): void {
    const ladder = this.ladders.get(symbol)!;
    if ((this.stale.get(symbol) ?? 0) * 2 < ladder.size) return;
    ladder.compact((_kind, ref, version) => this.alerts.get(ref)?.version === version);
    this.stale.set(symbol, 0);
  }
}
