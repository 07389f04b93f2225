import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../errors/app-error.ts';
import { refuseControlCharacters } from '../plugins/plain-text.ts';

export interface ReceivedFile {
  bytes: Buffer;
  filename: string;
  /** More than the limit arrived; `bytes` holds only the first `limit` bytes. */
  tooLarge: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
}

/**
 * Multipart parsing for the routes of `app` only (KYC and banking take uploads): the plugin adds an
 * async hook to every request of the context it is registered in, which a liveness probe or an order
 * should not pay for (issue 16). Elsewhere a multipart body is refused as an unsupported content type.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 3, fields: 20, fieldSize: 64 * 1024 } });
}

const MAX_FILES = 3;
const MAX_FIELDS = 20;
const tooManyParts = () =>
  new AppError('PAYLOAD_TOO_LARGE', 413, `The upload has too many parts: at most ${MAX_FIELDS} fields and ${MAX_FILES} files.`);

/** The body is a multipart form (whether or not the route reads it). */

/**
 * Reads a whole multipart form. An over-size file is marked, not thrown, so the route answers with
 * its own message instead of a generic 413, and the rest of the request is still drained.
 */
export async function readMultipart(request: FastifyRequest, maxFileBytes: number): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  // throwFileSizeLimit is read at run time but missing from the published option type.
  const options = { limits: { fileSize: maxFileBytes, files: MAX_FILES, fields: MAX_FIELDS }, throwFileSizeLimit: false };
  const seen = { fields: 0, files: 0 };
  try {
    await readParts(request.parts(options), fields, files, seen);
  } catch (error) {
    // The parser's own complaints (no boundary, a cut-off or malformed part) are the client's fault.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // At a count limit the parser stops mid-form (a premature close, not its own limit error): say why.
    if (seen.fields >= MAX_FIELDS || seen.files >= MAX_FILES) throw tooManyParts();
    throw new AppError('VALIDATION_ERROR', 400, 'The upload is not a valid form. Please choose the files again.');
  }
  refuseControlCharacters(fields);
  return { fields, files };
}

async function readParts(
  parts: ReturnType<FastifyRequest['parts']>,
  fields: MultipartBody['fields'],
  files: MultipartBody['files'],
  seen: { fields: number; files: number },
): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'field') seen.fields += 1;
    else seen.files += 1;
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.fieldname in files) throw new AppError('VALIDATION_ERROR', 422, `Send one file as ${part.fieldname}.`);
    files[part.fieldname] = { bytes: Buffer.concat(chunks), filename: part.filename, tooLarge: part.file.truncated };
  }
}
