import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okMessageSchema } from '@platform/shared/answers';
import {
  SECURITY_MESSAGES,
  forgotPasswordSchema,
  recoveryCodesSchema,
  resetPasswordSchema,
  securityStatusSchema,
  sessionListSchema,
  signInHistorySchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnrolRequestSchema,
  twoFactorEnrolmentSchema,
  verifyEmailSchema,
} from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import type { createAccountLinksService } from './account-links.service.ts';
import { callerOf } from './caller.ts';
import type { createSessionsService } from './sessions.service.ts';
import type { createTwoFactorService } from './two-factor.service.ts';

const sessionIdParams = z.object({ id: z.coerce.number().int().positive('Unknown session.') });
const signedOutSchema = okMessageSchema.extend({ signed_out: z.number().int() });
const done = { response: { 200: okMessageSchema, ...failures } };

/** Sessions, sign-in history, two-factor sign-in, password reset and email verification. */
export async function securityRoutes(
  fastify: FastifyInstance,
  {
    ctx,
    sessions,
    twoFactor,
    accountLinks: links,
  }: {
    ctx: AppContext;
    sessions: ReturnType<typeof createSessionsService>;
    twoFactor: ReturnType<typeof createTwoFactorService>;
    accountLinks: ReturnType<typeof createAccountLinksService>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);

  app.get('/sessions', { preValidation: signedIn, schema: { response: { 200: sessionListSchema, ...failures } } }, async (request) => ({
    sessions: await sessions.list(currentUser(request)),
  }));

  app.delete('/sessions/:id', { preValidation: signedIn, schema: { params: sessionIdParams, ...done } }, async (request) => {
    await sessions.signOut(currentUser(request), request.params.id);
    return { status: 'success' as const, message: SECURITY_MESSAGES.sessionSignedOut };
  });

  app.post(
    '/sessions/sign-out-others',
    { preValidation: signedIn, schema: { response: { 200: signedOutSchema, ...failures } } },
    async (request) => {
      const count = await sessions.signOutOthers(currentUser(request));
      return { status: 'success' as const, message: SECURITY_MESSAGES.otherSessionsSignedOut, signed_out: count };
    },
  );

  app.get(
    '/sign-in-history',
    { preValidation: signedIn, schema: { response: { 200: signInHistorySchema, ...failures } } },
    async (request) => ({ attempts: await sessions.history(currentUser(request).id) }),
  );

  app.get('/security', { preValidation: signedIn, schema: { response: { 200: securityStatusSchema, ...failures } } }, async (request) =>
    twoFactor.status(currentUser(request).id),
  );

  app.post(
    '/2fa/enrol',
    { preValidation: signedIn, schema: { body: twoFactorEnrolRequestSchema, response: { 200: twoFactorEnrolmentSchema, ...failures } } },
    async (request) => twoFactor.enrol(currentUser(request).id, request.body.password),
  );

  app.post(
    '/2fa/confirm',
    { preValidation: signedIn, schema: { body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema, ...failures } } },
    async (request) => {
      const codes = await twoFactor.confirm(currentUser(request).id, request.body.code, callerOf(request));
      return { status: 'success' as const, message: SECURITY_MESSAGES.twoFactorOn, recovery_codes: codes };
    },
  );

  app.post('/2fa/disable', { preValidation: signedIn, schema: { body: twoFactorDisableSchema, ...done } }, async (request) => {
    await twoFactor.disable(currentUser(request).id, request.body.code, request.body.password, callerOf(request));
    return { status: 'success' as const, message: SECURITY_MESSAGES.twoFactorOff };
  });

  app.post('/password/forgot', { schema: { body: forgotPasswordSchema, ...done } }, async (request) => {
    await links.requestPasswordReset(request.body.email, callerOf(request).ip);
    return { status: 'success' as const, message: SECURITY_MESSAGES.resetSent };
  });

  app.post('/password/reset', { schema: { body: resetPasswordSchema, ...done } }, async (request) => {
    await links.resetPassword(request.body.token, request.body.new_password, callerOf(request).ip);
    return { status: 'success' as const, message: SECURITY_MESSAGES.resetDone };
  });

  app.post('/email/verify/send', { preValidation: signedIn, schema: done }, async (request) => {
    await links.requestEmailVerification(currentUser(request).id, callerOf(request).ip);
    return { status: 'success' as const, message: SECURITY_MESSAGES.verificationSent };
  });

  app.post('/email/verify', { schema: { body: verifyEmailSchema, ...done } }, async (request) => {
    await links.verifyEmail(request.body.token);
    return { status: 'success' as const, message: SECURITY_MESSAGES.emailVerified };
  });
}
