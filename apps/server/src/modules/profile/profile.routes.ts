import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okMessageSchema } from '@platform/shared/answers';
import { PROFILE_MESSAGES, profileUpdateSchema, profileUpdatedSchema } from '@platform/shared/profile';
import { CHANGE_PASSWORD_SUCCESS, changePasswordRequestSchema } from '@platform/shared/passwords';
import { meSchema, setLanguageRequestSchema } from '@platform/shared/user';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import type { createProfileService } from './profile.service.ts';

const languageSetSchema = z.object({ status: z.literal('success'), user: meSchema });

export async function profileRoutes(
  fastify: FastifyInstance,
  { ctx, profile }: { ctx: AppContext; profile: ReturnType<typeof createProfileService> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);

  app.post(
    '/user/update',
    { preValidation: signedIn, schema: { body: profileUpdateSchema, response: { 200: profileUpdatedSchema, ...failures } } },
    async (request) => {
      const user = await profile.updateProfile(currentUser(request).id, request.body);
      return { status: 'success' as const, message: PROFILE_MESSAGES.updated, user };
    },
  );

  app.post(
    '/user/language',
    { preValidation: signedIn, schema: { body: setLanguageRequestSchema, response: { 200: languageSetSchema, ...failures } } },
    async (request) => {
      const user = await profile.setLanguage(currentUser(request).id, request.body.language);
      return { status: 'success' as const, user };
    },
  );

  app.post(
    '/user/change-password',
    { preValidation: signedIn, schema: { body: changePasswordRequestSchema, response: { 200: okMessageSchema, ...failures } } },
    async (request) => {
      await profile.changePassword(currentUser(request), request.body);
      return { status: 'success' as const, message: CHANGE_PASSWORD_SUCCESS };
    },
  );
}
