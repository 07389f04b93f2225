import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { insertUpload } from './uploads.repository.ts';
import { sniffContentType, type SniffedType } from './sniff-content-type.ts';
import type { UploadPurpose } from './uploads.tables.ts';
import type { ReceivedFile } from './read-multipart.ts';

/** A file written to disk whose row is not yet stored; `discard` removes it if the transaction fails. */
export interface StagedUpload {
  id: string;
  contentType: SniffedType;
  file: ReceivedFile;
  purpose: UploadPurpose;
  ownerId: number;
}

/** Public address of an upload; only its owner and staff can read it. */
export const fileUrl = (id: string): string => `/api/files/${id}`;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const isUploadId = (id: string): boolean => ID_PATTERN.test(id);

/** Stores uploads under DATA_DIR/uploads with server-chosen random names, outside the web root. */
export function createFileStore(ctx: AppContext) {
  const dir = ctx.config.uploadsDir;
  const pathOf = (id: string) => {
    if (!isUploadId(id)) throw AppError.notFound('File not found.');
    return path.join(dir, id);
  };

  /** Checks the content against `allowed` and writes the bytes; throws `invalid` (422) on a wrong type. */
  async function stage(
    file: ReceivedFile,
    options: { ownerId: number; purpose: UploadPurpose; allowed: readonly SniffedType[]; invalid: AppError },
  ): Promise<StagedUpload> {
    const contentType = sniffContentType(file.bytes);
    if (!contentType || !options.allowed.includes(contentType)) throw options.invalid;
    const id = randomBytes(16).toString('base64url');
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.writeFile(pathOf(id), file.bytes, { flag: 'wx', mode: 0o600 });
    return { id, contentType, file, purpose: options.purpose, ownerId: options.ownerId };
  }

  async function record(trx: Db, staged: StagedUpload, now: number): Promise<void> {
    await insertUpload(trx, {
      id: staged.id,
      ownerId: staged.ownerId,
      purpose: staged.purpose,
      contentType: staged.contentType,
      sizeBytes: staged.file.bytes.length,
      originalName: staged.file.filename.slice(0, 255) || null,
      createdAt: now,
    });
  }

  async function discard(staged: readonly StagedUpload[]): Promise<void> {
    await Promise.all(staged.map((s) => fs.rm(pathOf(s.id), { force: true })));
  }

  async function read(id: string): Promise<Buffer> {
    try {
      return await fs.readFile(pathOf(id));
    } catch (error) {
      // The row outlived its file (a restored database, a wiped disk): say so instead of a 500.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw AppError.notFound('File not found.');
      throw error;
    }
  }

  return { stage, record, discard, read };
}
export type FileStore = ReturnType<typeof createFileStore>;
