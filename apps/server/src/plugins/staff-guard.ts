import type { FastifyRequest } from 'fastify';
import { isStaffRole, roleMay, type Permission } from '@platform/shared/admin';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { currentUser } from './authenticate.ts';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import type { StaffActor } from '../lib/staff/staff-actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
}

/** The staff member's stored record, as the guard needs it (the auth module's user repository answers it). */
export type FindStaff = (
  db: AppContext['db'],
  userId: number,
) => Promise<{ id: number; email: string; role: string; totpEnabledAt: number | null } | undefined>;

/** preValidation hook after `authenticate` on every /api/admin call: staff only; loads who they are for the audit log. */
export function requireStaff(ctx: AppContext, findStaff: FindStaff) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!isStaffRole(user.role)) throw AppError.forbidden('The back office is for staff only.');
    request.staffActor = await staffActorOf(ctx, findStaff, request);
  };
}

/**
 * The staff rules of every staff-only path, wherever it is mounted (the back office, a KYC document
 * or a receipt under /api/files): a staff member exists and, when the broker requires it, has
 * two-factor sign-in on. Returns who they are for the audit log.
 */
export async function staffActorOf(ctx: AppContext, findStaff: FindStaff, request: FastifyRequest): Promise<StaffActor> {
  const row = await findStaff(ctx.db, currentUser(request).id);
  if (!row) throw AppError.unauthenticated();
  if (row.totpEnabledAt === null && (await ctx.settings.get()).staffTwoFactorRequired) {
    throw new AppError('TWO_FACTOR_REQUIRED', 403, SECURITY_MESSAGES.staffNeedsTwoFactor);
  }
  return { id: row.id, email: row.email, role: row.role, ip: request.ip ?? null };
}

/** preValidation hook: the staff member's role grants this permission (admin always does). */
export function permit(permission: Permission) {
  return async (request: FastifyRequest) => {
    if (!roleMay(currentUser(request).role, permission)) throw AppError.forbidden();
  };
}

export function staffActor(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw AppError.forbidden();
  return request.staffActor;
}
