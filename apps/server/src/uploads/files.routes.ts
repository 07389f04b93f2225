import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { authenticate, currentUser } from '../plugins/authenticate.ts';
import { createFileStore, isUploadId } from './file-store.ts';
import { extensionOf, type SniffedType } from './sniff-content-type.ts';
import { findUpload } from './uploads.repository.ts';
import type { UploadPurpose } from './uploads.tables.ts';

/** The staff roles that may open someone else's upload, by what it is. */
const staffReaders: Record<UploadPurpose, readonly string[]> = {
  kyc_document: ['admin', 'compliance'],
  kyc_selfie: ['admin', 'compliance'],
  deposit_receipt: ['admin', 'finance'],
};

/**
 * GET /api/files/{id}: the owner, or a staff member whose role reviews that kind of file (KYC:
 * admin and compliance; deposit receipts: admin and finance), downloads it as an attachment of its real type.
 */
export async function filesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const store = createFileStore(ctx);

  app.get<{ Params: { id: string } }>('/files/:id', { preHandler: authenticate(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    const upload = isUploadId(id) ? await findUpload(ctx.db, id) : undefined;
    // A foreign file answers a trader exactly like a missing one, so ids cannot be probed.
    if (!upload || (upload.owner_id !== user.id && user.role === 'trader')) throw AppError.notFound('File not found.');
    if (upload.owner_id !== user.id && !staffReaders[upload.purpose].includes(user.role)) {
      throw AppError.forbidden('Your role cannot open this file.');
    }
    const bytes = await store.read(upload.id);
    const extension = extensionOf[upload.content_type as SniffedType] ?? 'bin';
    return reply
      .header('content-type', upload.content_type)
      .header('content-disposition', `attachment; filename="${upload.purpose}-${upload.id}.${extension}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
