import type { Db } from '../../db/database.ts';

/** Who hears the dealing desk's alerts (exposure limits, the hedging desk's): the dealers and the admins. */
export const DESK_ROLES = ['dealer', 'admin'] as const;

/** The desk's members who may be told now: active staff of DESK_ROLES (a disabled login hears nothing). */
export async function deskStaff(db: Db): Promise<Array<{ id: number; language: string | null }>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('role', 'in', [...DESK_ROLES])
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), language: row.language }));
}
