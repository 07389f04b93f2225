import type { FastifyInstance } from 'fastify';
import { KYC_MAX_FILE_BYTES, KYC_MESSAGES, type KycSubmitResponse, type MyKyc } from '@platform/shared/kyc';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { readMultipart } from '../../uploads/read-multipart.ts';
import { createSubmissionLimiter } from '../../uploads/submission-limiter.ts';
import { createKycService } from './kyc.service.ts';

export async function kycRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const kyc = createKycService(ctx);
  const auth = { preHandler: authenticate(ctx) };
  const limitSubmissions = createSubmissionLimiter(ctx, 'kyc');

  app.get('/kyc/my', auth, async (request): Promise<MyKyc> => kyc.myKyc(currentUser(request).id));

  app.post('/kyc/submit', auth, async (request): Promise<KycSubmitResponse> => {
    await limitSubmissions(currentUser(request).id);
    // A JSON body can carry the number but never the files, so it gets the files message.
    const body = request.isMultipart() ? await readMultipart(request, KYC_MAX_FILE_BYTES) : { fields: textFields(request.body), files: {} };
    const view = await kyc.submit(currentUser(request).id, body);
    return { status: 'success', message: KYC_MESSAGES.submitted, kyc: view };
  });
}

function textFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
