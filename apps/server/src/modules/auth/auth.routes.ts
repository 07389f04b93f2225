import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, registerRequestSchema, signupRequestSchema } from '@platform/shared/auth';
import { twoFactorLoginSchema } from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { AppError } from '../../errors/app-error.ts';
import { validate } from '../../errors/validate.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { createAuthService } from './auth.service.ts';
import { callerOf } from './caller.ts';
import { findUserById } from './user.repository.ts';
import { toMe } from './user.view.ts';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export async function authRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const auth = createAuthService(ctx, services.trading);
  const { windowMs, signupPerAddress } = ctx.config.rateLimits;
  const signupByAddress = ctx.rateLimiters.create('signup-address', signupPerAddress, windowMs);

  async function limitSignup(ip: string) {
    if (!(await signupByAddress.hit(ip, ctx.clock.now()))) throw new AppError('RATE_LIMITED', 429, TOO_MANY);
  }

  app.post('/signup', async (request) => {
    const caller = callerOf(request);
    await limitSignup(caller.ip);
    const body = validate(signupRequestSchema, request.body);
    const { token } = await auth.signUp(
      {
        name: body.name,
        email: body.email,
        password: body.password,
        accountType: body.account_type,
        referralCode: body.referral_code || undefined,
      },
      caller,
    );
    return { token, message: 'Account created.' };
  });

  app.post('/register', async (request) => {
    const caller = callerOf(request);
    await limitSignup(caller.ip);
    const body = validate(registerRequestSchema, request.body);
    const { token } = await auth.signUp({ name: body.name, email: body.email, password: body.password, accountType: 'demo' }, caller);
    return { token };
  });

  app.post('/login', async (request) => {
    const body = validate(loginRequestSchema, request.body);
    const result = await auth.logIn(body.email, body.password, callerOf(request));
    if ('challenge' in result) return { two_factor_required: true as const, challenge: result.challenge };
    return { token: result.token };
  });

  app.post('/login/2fa', async (request) => {
    const body = validate(twoFactorLoginSchema, request.body);
    return auth.logInWithCode(body.challenge, body.code, callerOf(request));
  });

  app.post('/logout', { preHandler: authenticate(ctx) }, async (request) => {
    await auth.logOut(currentUser(request));
    return { status: 'success' };
  });

  app.get('/me', { preHandler: authenticate(ctx) }, async (request) => {
    const user = await findUserById(ctx.db, currentUser(request).id);
    if (!user) throw AppError.unauthenticated();
    return toMe(user);
  });
}
