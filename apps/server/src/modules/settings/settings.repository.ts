import type { Db } from '../../db/database.ts';

export async function listSettingRows(db: Db) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Inserts or replaces one setting (both dialects support ON CONFLICT … DO UPDATE). */
export async function upsertSetting(db: Db, key: string, value: unknown, now: number, staffId: number | null) {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json, updated_at: now, updated_by: staffId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now, updated_by: staffId }))
    .execute();
}
