import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountType } from '@platform/shared/auth';
import type { Role } from '@platform/shared/user';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { hashToken } from '../lib/token.ts';

export interface AuthUser {
  id: number;
  role: Role;
  accountType: AccountType;
  token: string;
  sessionId: number;
  twoFactorOn: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Resolves a bearer token to its user, or null for a missing, unknown, expired, revoked or disabled one. */
export async function resolveToken(ctx: AppContext, token: string | null): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const session = await ctx.sessions.resolve(hashToken(token));
  if (!session) return null;
  return {
    id: session.userId,
    role: session.role,
    accountType: session.accountType,
    token,
    sessionId: session.sessionId,
    twoFactorOn: session.twoFactorOn,
  };
}

/** preValidation hook: the route needs a signed-in user (checked before its input, so a stranger learns nothing about it). */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await resolveToken(ctx, bearerToken(request.headers.authorization));
    if (!user) throw AppError.unauthenticated();
    request.authUser = user;
  };
}

/** preValidation hook: a token is optional (the public symbol list personalises with one). */
export function authenticateOptional(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    request.authUser = await resolveToken(ctx, bearerToken(request.headers.authorization));
  };
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw AppError.unauthenticated();
  return request.authUser;
}

/** preValidation hook after `authenticate`: staff with one of these roles (admin always passes). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (user.role !== 'admin' && !roles.includes(user.role)) throw AppError.forbidden();
  };
}
