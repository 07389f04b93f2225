import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginRequestSchema, registerRequestSchema, signupRequestSchema } from '@platform/shared/auth';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { AppError } from '../../errors/app-error.ts';
import { validate } from '../../errors/validate.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { createAuthService } from './auth.service.ts';
import { findUserById } from './user.repository.ts';
import { toMe } from './user-view.ts';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export async function authRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const auth = createAuthService(ctx, services.trading);
  const { windowMs, loginPerAccount, loginPerAddress, signupPerAddress } = ctx.config.rateLimits;
  const loginByAccount = ctx.rateLimiters.create('login-account', loginPerAccount, windowMs);
  const loginByAddress = ctx.rateLimiters.create('login-address', loginPerAddress, windowMs);
  const signupByAddress = ctx.rateLimiters.create('signup-address', signupPerAddress, windowMs);

  async function limit(limiter: RateLimiter, key: string) {
    if (!(await limiter.hit(key, ctx.clock.now()))) throw new AppError('RATE_LIMITED', 429, TOO_MANY);
  }
  const addressOf = (request: FastifyRequest) => request.ip;

  app.post('/signup', async (request) => {
    await limit(signupByAddress, addressOf(request));
    const body = validate(signupRequestSchema, request.body);
    const { token } = await auth.signUp({
      name: body.name,
      email: body.email,
      password: body.password,
      accountType: body.account_type,
      referralCode: body.referral_code || undefined,
    });
    return { token, message: 'Account created.' };
  });

  app.post('/register', async (request) => {
    await limit(signupByAddress, addressOf(request));
    const body = validate(registerRequestSchema, request.body);
    const { token } = await auth.signUp({ name: body.name, email: body.email, password: body.password, accountType: 'demo' });
    return { token };
  });

  app.post('/login', async (request) => {
    await limit(loginByAddress, addressOf(request));
    const body = validate(loginRequestSchema, request.body);
    const accountKey = body.email.toLowerCase();
    await limit(loginByAccount, accountKey);
    const { token } = await auth.logIn(body.email, body.password);
    await loginByAccount.reset(accountKey);
    return { token };
  });

  app.post('/logout', { preHandler: authenticate(ctx) }, async (request) => {
    await auth.logOut(currentUser(request).token);
    return { status: 'success' };
  });

  app.get('/me', { preHandler: authenticate(ctx) }, async (request) => {
    const user = await findUserById(ctx.db, currentUser(request).id);
    if (!user) throw AppError.unauthenticated();
    return toMe(user);
  });
}
