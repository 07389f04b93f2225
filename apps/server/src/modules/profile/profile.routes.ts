import type { FastifyInstance } from 'fastify';
import { PROFILE_MESSAGES, type ProfileUpdated } from '@platform/shared/profile';
import { CHANGE_PASSWORD_SUCCESS } from '@platform/shared/passwords';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { createProfileService } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const profile = createProfileService(ctx);
  const auth = { preHandler: authenticate(ctx) };

  app.post('/user/update', auth, async (request): Promise<ProfileUpdated> => {
    const user = await profile.updateProfile(currentUser(request).id, request.body);
    return { status: 'success', message: PROFILE_MESSAGES.updated, user };
  });

  app.post('/user/language', auth, async (request) => {
    const user = await profile.setLanguage(currentUser(request).id, request.body);
    return { status: 'success' as const, user };
  });

  app.post('/user/change-password', auth, async (request) => {
    await profile.changePassword(currentUser(request), request.body);
    return { status: 'success' as const, message: CHANGE_PASSWORD_SUCCESS };
  });
}
