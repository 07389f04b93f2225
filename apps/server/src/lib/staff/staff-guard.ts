import type { FastifyRequest } from 'fastify';
import { isStaffRole, roleMay, type Permission } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { findUserById } from '../../modules/auth/user.repository.ts';
import { settingsStore } from '../../modules/settings/settings.store.ts';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import type { StaffActor } from '../../modules/audit/audit.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
}

/** preValidation hook after `authenticate` on every /api/admin call: staff only; loads who they are for the audit log. */
export function requireStaff(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!isStaffRole(user.role)) throw AppError.forbidden('The back office is for staff only.');
    const row = await findUserById(ctx.db, user.id);
    if (!row) throw AppError.unauthenticated();
    if (row.totpEnabledAt === null && (await settingsStore(ctx).get()).staffTwoFactorRequired) {
      throw new AppError('TWO_FACTOR_REQUIRED', 403, SECURITY_MESSAGES.staffNeedsTwoFactor);
    }
    request.staffActor = { id: row.id, email: row.email, role: row.role, ip: request.ip ?? null };
  };
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
