import type { FastifyInstance } from 'fastify';
import { KYC_MAX_FILE_BYTES, KYC_MESSAGES, type KycSubmitResponse, type MyKyc } from '@platform/shared/kyc';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { readMultipart } from '../../uploads/read-multipart.ts';
import { createKycService } from './kyc.service.ts';

export async function kycRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const kyc = createKycService(ctx);
  const auth = { preHandler: authenticate(ctx) };

  app.get('/kyc/my', auth, async (request): Promise<MyKyc> => kyc.myKyc(currentUser(request).id));

  app.post('/kyc/submit', auth, async (request): Promise<KycSubmitResponse> => {
    const body = request.isMultipart() ? await readMultipart(request, KYC_MAX_FILE_BYTES) : { fields: {}, files: {} };
    const view = await kyc.submit(currentUser(request).id, body);
    return { status: 'success', message: KYC_MESSAGES.submitted, kyc: view };
  });
}
