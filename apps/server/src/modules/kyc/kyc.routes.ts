import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KYC_MAX_FILE_BYTES, KYC_MESSAGES, kycSubmitResponseSchema, myKycSchema } from '@platform/shared/kyc';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { acceptUploads, readMultipart } from '../../uploads/read-multipart.ts';
import { isMultipartRequest } from '../../errors/multipart-request.ts';
import { createSubmissionLimiter } from '../../uploads/submission-limiter.ts';
import type { createKycService } from './kyc.service.ts';

export async function kycRoutes(fastify: FastifyInstance, { ctx, kyc }: { ctx: AppContext; kyc: ReturnType<typeof createKycService> }) {
  await acceptUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);
  const limitSubmissions = createSubmissionLimiter(ctx, 'kyc');

  app.get('/kyc/my', { preValidation: signedIn, schema: { response: { 200: myKycSchema, ...failures } } }, async (request) =>
    kyc.myKyc(currentUser(request).id),
  );

  // Multipart (the number and two files): no body schema; the service parses the fields with the shared KYC schema.
  const submitted = { preValidation: signedIn, schema: { response: { 200: kycSubmitResponseSchema, ...failures } } };
  app.post('/kyc/submit', submitted, async (request) => {
    await limitSubmissions(currentUser(request).id);
    // A JSON body can carry the number but never the files, so it gets the files message.
    const body = isMultipartRequest(request)
      ? await readMultipart(request, KYC_MAX_FILE_BYTES)
      : { fields: textFields(request.body), files: {} };
    const view = await kyc.submit(currentUser(request).id, body);
    return { status: 'success' as const, message: KYC_MESSAGES.submitted, kyc: view };
  });
}

function textFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
