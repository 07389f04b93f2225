import type { Bus } from '../../bus/bus.ts';

/** Every instance drops its cached sessions of the user and disconnects the named sessions' sockets. */
export const SESSION_EVENTS_CHANNEL = 'session-events';

export type SessionEvent =
  /** Sessions signed out (logout, password change or reset, "sign out other sessions", staff disable). */
  | { type: 'session-revoked'; userId: number; sessionIds: number[] }
  /** The user's role, account type or status changed: cached sessions must be re-read. */
  | { type: 'user-changed'; userId: number };

export function announceSessionsRevoked(bus: Bus, userId: number, sessionIds: number[]): void {
  if (sessionIds.length === 0) return;
  const event: SessionEvent = { type: 'session-revoked', userId, sessionIds };
  bus.publish(SESSION_EVENTS_CHANNEL, event);
}

export function announceUserChanged(bus: Bus, userId: number): void {
  const event: SessionEvent = { type: 'user-changed', userId };
  bus.publish(SESSION_EVENTS_CHANNEL, event);
}

export function onSessionEvent(bus: Bus, handler: (event: SessionEvent) => void): () => void {
  return bus.subscribe(SESSION_EVENTS_CHANNEL, (message) => {
    const event = message as Partial<SessionEvent> | null;
    if (event && typeof event.userId === 'number' && (event.type === 'session-revoked' || event.type === 'user-changed')) {
      handler(event as SessionEvent);
    }
  });
}

declare module '../../bus/bus.ts' {
  interface BusChannels {
    'session-events': SessionEvent;
  }
}
