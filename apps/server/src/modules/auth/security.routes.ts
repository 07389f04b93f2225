import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SECURITY_MESSAGES,
  forgotPasswordSchema,
  resetPasswordSchema,
  twoFactorCodeSchema,
  verifyEmailSchema,
} from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { validate } from '../../errors/validate.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { createAccountLinksService } from './account-links.service.ts';
import { callerOf } from './caller.ts';
import { createSessionsService } from './sessions.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';

const sessionIdParams = z.object({ id: z.coerce.number().int().positive('Unknown session.') });

/** Sessions, sign-in history, two-factor sign-in, password reset and email verification. */
export async function securityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const sessions = createSessionsService(ctx);
  const twoFactor = createTwoFactorService(ctx);
  const links = createAccountLinksService(ctx);
  const auth = { preHandler: authenticate(ctx) };

  app.get('/sessions', auth, async (request) => ({ sessions: await sessions.list(currentUser(request)) }));

  app.delete('/sessions/:id', auth, async (request) => {
    const { id } = validate(sessionIdParams, request.params);
    await sessions.signOut(currentUser(request), id);
    return { status: 'success' as const, message: SECURITY_MESSAGES.sessionSignedOut };
  });

  app.post('/sessions/sign-out-others', auth, async (request) => {
    const count = await sessions.signOutOthers(currentUser(request));
    return { status: 'success' as const, message: SECURITY_MESSAGES.otherSessionsSignedOut, signed_out: count };
  });

  app.get('/sign-in-history', auth, async (request) => ({ attempts: await sessions.history(currentUser(request).id) }));

  app.get('/security', auth, async (request) => twoFactor.status(currentUser(request).id));

  app.post('/2fa/enrol', auth, async (request) => twoFactor.enrol(currentUser(request).id));

  app.post('/2fa/confirm', auth, async (request) => {
    const { code } = validate(twoFactorCodeSchema, request.body);
    const codes = await twoFactor.confirm(currentUser(request).id, code);
    return { status: 'success' as const, message: SECURITY_MESSAGES.twoFactorOn, recovery_codes: codes };
  });

  app.post('/2fa/disable', auth, async (request) => {
    const { code } = validate(twoFactorCodeSchema, request.body);
    await twoFactor.disable(currentUser(request).id, code);
    return { status: 'success' as const, message: SECURITY_MESSAGES.twoFactorOff };
  });

  app.post('/password/forgot', async (request) => {
    const { email } = validate(forgotPasswordSchema, request.body);
    await links.requestPasswordReset(email, callerOf(request).ip);
    return { status: 'success' as const, message: SECURITY_MESSAGES.resetSent };
  });

  app.post('/password/reset', async (request) => {
    const body = validate(resetPasswordSchema, request.body);
    await links.resetPassword(body.token, body.new_password);
    return { status: 'success' as const, message: SECURITY_MESSAGES.resetDone };
  });

  app.post('/email/verify/send', auth, async (request) => {
    await links.requestEmailVerification(currentUser(request).id, callerOf(request).ip);
    return { status: 'success' as const, message: SECURITY_MESSAGES.verificationSent };
  });

  app.post('/email/verify', async (request) => {
    const { token } = validate(verifyEmailSchema, request.body);
    await links.verifyEmail(token);
    return { status: 'success' as const, message: SECURITY_MESSAGES.emailVerified };
  });
}
