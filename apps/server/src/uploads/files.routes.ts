import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { authenticate, currentUser } from '../plugins/authenticate.ts';
import { downloadSchema, failures } from '../plugins/route-schemas.ts';
import { createFileStore, isUploadId } from './file-store.ts';
import { extensionOf, type SniffedType } from './sniff-content-type.ts';
import { findUpload } from './uploads.repository.ts';
import { staffActorOf, type FindStaff } from '../plugins/staff-guard.ts';
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
export async function filesRoutes(fastify: FastifyInstance, { ctx, findStaff }: { ctx: AppContext; findStaff: FindStaff }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = createFileStore(ctx);
  const schema = { params: z.object({ id: z.string() }), response: { 200: downloadSchema, ...failures } };

  app.get('/files/:id', { preValidation: authenticate(ctx), schema }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    const upload = isUploadId(id) ? await findUpload(ctx.db, id) : undefined;
    // A foreign file answers a trader exactly like a missing one, so ids cannot be probed.
    if (!upload || (upload.ownerId !== user.id && user.role === 'trader')) throw AppError.notFound('File not found.');
    if (upload.ownerId !== user.id) {
      if (!staffReaders[upload.purpose].includes(user.role)) throw AppError.forbidden('Your role cannot open this file.');
      // Someone else's file is a staff-only path: the back office's two-factor rule holds here too.
      await staffActorOf(ctx, findStaff, request);
    }
    const bytes = await store.read(upload.id);
    const extension = extensionOf[upload.contentType as SniffedType] ?? 'bin';
    return reply
      .header('content-type', upload.contentType)
      .header('content-disposition', `attachment; filename="${upload.purpose}-${upload.id}.${extension}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
