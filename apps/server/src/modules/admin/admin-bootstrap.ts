import type { Db } from '../../db/database.ts';
import { findUserByEmail, updateUser } from '../auth/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { insertStaffUser } from './staff.repository.ts';
import { toStaffMember } from './staff.service.ts';

/** The command line acts as this actor in the audit log. */
const CLI_ACTOR: StaffActor = { id: null, email: 'cli', role: 'admin', ip: null };

export interface AdminBootstrap {
  email: string;
  name?: string | undefined;
  passwordHash: string;
}

/** Creates an admin login, or promotes and re-enables an existing one with the new password. Audited. */
export async function createOrPromoteAdmin(db: Db, input: AdminBootstrap, now: number) {
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, input.email);
    if (existing) {
      const updated = await updateUser(trx, existing.id, {
        role: 'admin',
        status: 'active',
        passwordHash: input.passwordHash,
        updatedAt: now,
      });
      await recordAudit(
        trx,
        CLI_ACTOR,
        {
          action: 'staff.promote',
          targetType: 'user',
          targetId: existing.id,
          before: toStaffMember(existing),
          after: toStaffMember(updated),
        },
        now,
      );
      return { created: false, id: updated.id, email: updated.email };
    }
    const name = input.name ?? input.email.split('@')[0]!;
    const user = await insertStaffUser(trx, { email: input.email, name, role: 'admin', passwordHash: input.passwordHash }, now);
    await recordAudit(trx, CLI_ACTOR, { action: 'staff.create', targetType: 'user', targetId: user.id, after: toStaffMember(user) }, now);
    return { created: true, id: user.id, email: user.email };
  });
}
