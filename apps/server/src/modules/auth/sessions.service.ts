import type { Session, SignInAttempt } from '@platform/shared/security';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { describeDevice } from './device.ts';
import { listActiveSessions, revokeSessionById, revokeUserSessions } from './session.repository.ts';
import { announceSessionsRevoked } from './session-events.ts';
import { listSignInAttempts } from './sign-in-attempts.repository.ts';

const HISTORY_LENGTH = 50;

/** A trader's own sessions and sign-in history, and signing sessions out. */
export function createSessionsService(ctx: AppContext) {
  async function list(user: AuthUser): Promise<Session[]> {
    const rows = await listActiveSessions(ctx.db, user.id, ctx.clock.now());
    return rows.map((row) => ({
      id: row.id,
      ...describeDevice(row.userAgent),
      ip: row.ip,
      created_at: toIso(row.createdAt),
      last_seen_at: toIsoOrNull(row.lastSeenAt),
      current: row.id === user.sessionId,
    }));
  }

  async function signOut(user: AuthUser, sessionId: number): Promise<void> {
    const revoked = await revokeSessionById(ctx.db, user.id, sessionId, ctx.clock.now());
    if (revoked.length === 0) throw AppError.notFound(SECURITY_MESSAGES.sessionNotFound);
    announceSessionsRevoked(ctx.bus, user.id, revoked);
  }

  async function signOutOthers(user: AuthUser): Promise<number> {
    const revoked = await revokeUserSessions(ctx.db, user.id, ctx.clock.now(), user.sessionId);
    announceSessionsRevoked(ctx.bus, user.id, revoked);
    return revoked.length;
  }

  async function history(userId: number): Promise<SignInAttempt[]> {
    const rows = await listSignInAttempts(ctx.db, userId, HISTORY_LENGTH);
    return rows.map((row) => ({
      id: row.id,
      outcome: row.outcome,
      ok: row.outcome === 'success' || row.outcome === 'signup',
      ...describeDevice(row.userAgent),
      ip: row.ip,
      created_at: toIso(row.createdAt),
    }));
  }

  return { list, signOut, signOutOthers, history };
}
