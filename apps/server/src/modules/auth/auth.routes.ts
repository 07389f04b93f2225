import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequestSchema, registerRequestSchema, signupRequestSchema, tokenResponseSchema } from '@platform/shared/auth';
import { loginAnswerSchema, twoFactorLoginSchema } from '@platform/shared/security';
import { okSchema } from '@platform/shared/answers';
import { meSchema } from '@platform/shared/user';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { failures } from '../../plugins/route-schemas.ts';
import type { createAuthService } from './auth.service.ts';
import { callerOf } from './caller.ts';
import { findUserById } from './user.repository.ts';
import { toMe } from './user.view.ts';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export async function authRoutes(fastify: FastifyInstance, { ctx, auth }: { ctx: AppContext; auth: ReturnType<typeof createAuthService> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { windowMs, signupPerAddress } = ctx.config.rateLimits;
  const signupByAddress = ctx.rateLimiters.create('signup-address', signupPerAddress, windowMs);

  /** Every sign-up attempt counts against its address, a malformed one too (before the body is read). */
  async function limitSignup(request: FastifyRequest) {
    if (!(await signupByAddress.hit(callerOf(request).ip, ctx.clock.now()))) throw new AppError('RATE_LIMITED', 429, TOO_MANY);
  }

  app.post(
    '/signup',
    { preValidation: limitSignup, schema: { body: signupRequestSchema, response: { 200: tokenResponseSchema, ...failures } } },
    async (request) => {
      const { body } = request;
      const { token } = await auth.signUp(
        {
          name: body.name,
          email: body.email,
          password: body.password,
          accountType: body.account_type,
          referralCode: body.referral_code || undefined,
        },
        callerOf(request),
      );
      return { token, message: 'Account created.' };
    },
  );

  app.post(
    '/register',
    { preValidation: limitSignup, schema: { body: registerRequestSchema, response: { 200: tokenResponseSchema, ...failures } } },
    async (request) => {
      const { body } = request;
      const { token } = await auth.signUp(
        { name: body.name, email: body.email, password: body.password, accountType: 'demo' },
        callerOf(request),
      );
      return { token };
    },
  );

  app.post('/login', { schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema, ...failures } } }, async (request) => {
    const result = await auth.logIn(request.body.email, request.body.password, callerOf(request));
    if ('challenge' in result) return { two_factor_required: true as const, challenge: result.challenge };
    return { token: result.token };
  });

  app.post('/login/2fa', { schema: { body: twoFactorLoginSchema, response: { 200: tokenResponseSchema, ...failures } } }, async (request) =>
    auth.logInWithCode(request.body.challenge, request.body.code, callerOf(request)),
  );

  app.post('/logout', { preValidation: authenticate(ctx), schema: { response: { 200: okSchema, ...failures } } }, async (request) => {
    await auth.logOut(currentUser(request));
    return { status: 'success' as const };
  });

  app.get('/me', { preValidation: authenticate(ctx), schema: { response: { 200: meSchema, ...failures } } }, async (request) => {
    const user = await findUserById(ctx.db, currentUser(request).id);
    if (!user) throw AppError.unauthenticated();
    return toMe(user);
  });
}
