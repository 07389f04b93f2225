import type { Insertable, Selectable } from 'kysely';
import { toColumns, type Camelized } from '../db/columns.ts';
import type { Db } from '../db/database.ts';
import type { UploadPurpose, UploadsTable } from './uploads.tables.ts';

/** A stored file's record (the bytes live in the file store). */
export interface Upload {
  id: string;
  ownerId: number;
  purpose: UploadPurpose;
  contentType: string;
  sizeBytes: number;
  originalName: string | null;
  createdAt: number;
}

export function uploadFromRow(row: Selectable<UploadsTable>): Upload {
  return {
    id: row.id,
    ownerId: row.owner_id,
    purpose: row.purpose,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    originalName: row.original_name,
    createdAt: row.created_at,
  };
}

export async function insertUpload(db: Db, upload: Camelized<Insertable<UploadsTable>>): Promise<void> {
  await db.insertInto('uploads').values(toColumns<Insertable<UploadsTable>>(upload)).execute();
}

export async function findUpload(db: Db, id: string): Promise<Upload | undefined> {
  const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  return row && uploadFromRow(row);
}
