import type { Db } from '../../db/database.ts';

export async function findLayout(db: Db, userId: number): Promise<{ layout: string; updatedAt: number } | undefined> {
  const row = await db.selectFrom('chart_layouts').select(['layout', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  return row && { layout: row.layout, updatedAt: row.updated_at };
}

export async function saveLayout(db: Db, userId: number, layout: string, now: number): Promise<void> {
  await db
    .insertInto('chart_layouts')
    .values({ user_id: userId, layout, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ layout, updated_at: now }))
    .execute();
}

export async function findDrawings(db: Db, userId: number, symbol: string): Promise<{ drawings: string; updatedAt: number } | undefined> {
  const row = await db
    .selectFrom('chart_drawings')
    .select(['drawings', 'updated_at'])
    .where('user_id', '=', userId)
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return row && { drawings: row.drawings, updatedAt: row.updated_at };
}

export async function saveDrawings(db: Db, userId: number, symbol: string, drawings: string, now: number): Promise<void> {
  await db
    .insertInto('chart_drawings')
    .values({ user_id: userId, symbol, drawings, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'symbol']).doUpdateSet({ drawings, updated_at: now }))
    .execute();
}

export async function deleteDrawings(db: Db, userId: number, symbol: string): Promise<void> {
  await db.deleteFrom('chart_drawings').where('user_id', '=', userId).where('symbol', '=', symbol).execute();
}
