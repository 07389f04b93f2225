import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadRow, UploadsTable } from './uploads.tables.ts';

export async function insertUpload(db: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}
