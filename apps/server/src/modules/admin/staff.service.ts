import type { StaffCreate, StaffMember, StaffRole } from '@platform/shared/admin';
import type { AppContext } from '../../app-context.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import type { User } from '../auth/public.ts';
import { isUniqueViolation } from '../auth/public.ts';
import { findUserByEmail, findUserById, updateUser } from '../auth/public.ts';
import { revokeUserSessions } from '../auth/public.ts';
import { announceUserChanged } from '../auth/public.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { ACCOUNT_DISABLED_EVENT } from '../../realtime/channels.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { countActiveAdmins, insertStaffUser, listStaffUsers } from './staff.repository.ts';

export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role as StaffRole,
    status: user.status,
    created_at: toIso(user.createdAt),
  };
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'An account with this email already exists.', undefined, {
    email: ['An account with this email already exists.'],
  });

export function createStaffService(ctx: AppContext) {
  const { db, clock, hasher } = ctx;

  async function list(): Promise<StaffMember[]> {
    return (await listStaffUsers(db)).map(toStaffMember);
  }

  async function create(actor: StaffActor, input: StaffCreate): Promise<StaffMember> {
    if (await findUserByEmail(db, input.email)) throw emailTaken();
    const passwordHash = await hasher.hash(input.password);
    const now = clock.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const user = await insertStaffUser(trx, { email: input.email, name: input.name, role: input.role, passwordHash }, now);
        const after = toStaffMember(user);
        await recordAudit(trx, actor, { action: 'staff.create', targetType: 'user', targetId: user.id, after }, now);
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  async function update(
    actor: StaffActor,
    id: number,
    changes: { role?: StaffRole | undefined; status?: 'active' | 'disabled' | undefined },
  ) {
    const existing = await findUserById(db, id);
    if (!existing || existing.role === 'trader') throw AppError.notFound('Staff member not found.');
    const losesAdmin =
      existing.role === 'admin' &&
      existing.status === 'active' &&
      ((changes.role && changes.role !== 'admin') || changes.status === 'disabled');
    if (losesAdmin && id === actor.id) throw new AppError('CONFLICT', 409, 'You cannot remove your own admin access.');
    const now = clock.now();
    const result = await db.transaction().execute(async (trx) => {
      if (losesAdmin && (await countActiveAdmins(trx)) <= 1) throw new AppError('CONFLICT', 409, 'At least one active admin must remain.');
      const updated = await updateUser(trx, id, {
        ...(changes.role ? { role: changes.role } : {}),
        ...(changes.status ? { status: changes.status } : {}),
        updatedAt: now,
      });
      if (changes.status === 'disabled') await revokeUserSessions(trx, id, now);
      const before = toStaffMember(existing);
      const after = toStaffMember(updated);
      await recordAudit(trx, actor, { action: 'staff.update', targetType: 'user', targetId: id, before, after }, now);
      return after;
    });
    // Every instance re-reads the member's sessions (a new role, a disabled login) and drops their sockets if disabled.
    announceUserChanged(ctx.bus, id);
    if (changes.status === 'disabled') publishToAccount(ctx.bus, id, ACCOUNT_DISABLED_EVENT, { status: 'disabled' });
    return result;
  }

  return { list, create, update };
}
