import type { AccountType } from '@platform/shared/auth';
import type { Role } from '@platform/shared/user';
import type { CoreContext } from '../../core-context.ts';
import { findActiveSession, touchSession } from './session.repository.ts';
import { onSessionEvent } from './session-events.ts';

export interface ActiveSession {
  sessionId: number;
  userId: number;
  role: Role;
  accountType: AccountType;
  twoFactorOn: boolean;
  expiresAt: number;
}

interface Entry {
  session: ActiveSession;
  loadedAt: number;
  lastSeenWrittenAt: number;
}

/** "Last seen" is written at most this often per session and instance, never per request. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** A cached session is re-read after this long even without an event: a bound should a bus message be lost. */
const ENTRY_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 50_000;

export interface SessionCache {
  /** The session of a token hash, from memory when this instance has seen it; null when unknown, revoked or expired. */
  resolve(tokenHash: string): Promise<ActiveSession | null>;
  forgetUser(userId: number): void;
  /** Calls `listener` whenever sessions of a user are revoked on any instance (sign-out, password change); returns the unsubscribe. */
  onRevoked(listener: (userId: number, sessionIds: number[]) => void): () => void;
}

/**
 * Sessions per instance in memory, so an authenticated request costs no database read. Correct
 * because every revocation and every change of a user's role, type or status is announced on the
 * bus (session-events.ts) and each instance drops that user's entries when it hears it.
 */
export function createSessionCache(ctx: CoreContext): SessionCache {
  const byToken = new Map<string, Entry>();
  const tokensByUser = new Map<number, Set<string>>();

  function forgetUser(userId: number): void {
    const tokens = tokensByUser.get(userId);
    if (!tokens) return;
    for (const token of tokens) byToken.delete(token);
    tokensByUser.delete(userId);
  }

  function remember(tokenHash: string, entry: Entry): void {
    if (byToken.size >= MAX_ENTRIES) {
      const oldest = byToken.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    byToken.set(tokenHash, entry);
    let tokens = tokensByUser.get(entry.session.userId);
    if (!tokens) tokensByUser.set(entry.session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  function forget(tokenHash: string): void {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    tokensByUser.get(entry.session.userId)?.delete(tokenHash);
  }

  onSessionEvent(ctx.bus, (event) => forgetUser(event.userId));

  function noteSeen(entry: Entry, now: number): void {
    if (now - entry.lastSeenWrittenAt < LAST_SEEN_EVERY_MS) return;
    entry.lastSeenWrittenAt = now;
    touchSession(ctx.db, entry.session.sessionId, now).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'could not record when a session was last seen'),
    );
  }

  async function resolve(tokenHash: string): Promise<ActiveSession | null> {
    const now = ctx.clock.now();
    const cached = byToken.get(tokenHash);
    if (cached && cached.session.expiresAt > now && now - cached.loadedAt < ENTRY_TTL_MS) {
      noteSeen(cached, now);
      return cached.session;
    }
    if (cached) forget(tokenHash);
    const row = await findActiveSession(ctx.db, tokenHash, now);
    if (!row || row.status !== 'active') return null;
    const entry: Entry = {
      session: {
        sessionId: row.sessionId,
        userId: row.userId,
        role: row.role,
        accountType: row.accountType,
        twoFactorOn: row.totpEnabledAt !== null,
        expiresAt: row.expiresAt,
      },
      loadedAt: now,
      lastSeenWrittenAt: row.lastSeenAt ?? 0,
    };
    remember(tokenHash, entry);
    noteSeen(entry, now);
    return entry.session;
  }

  const onRevoked = (listener: (userId: number, sessionIds: number[]) => void) =>
    onSessionEvent(ctx.bus, (event) => {
      if (event.type === 'session-revoked') listener(event.userId, event.sessionIds);
    });

  return { resolve, forgetUser, onRevoked };
}
