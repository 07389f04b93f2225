import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Language, Me } from '@platform/shared/user';
import type { ProfileUpdate } from '@platform/shared/profile';
import { WRONG_OLD_PASSWORD, type changePasswordRequestSchema } from '@platform/shared/passwords';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import {
  announceSessionsRevoked,
  findUserById,
  revokeUserSessions,
  SECURITY_CHANGE_MAIL,
  toMe,
  updateUser,
  voidAllOneTimeTokens,
  type UsersTable,
} from '../auth/public.ts';
import { notify } from '../mail/public.ts';

/** The only columns a trader may change through `POST /api/user/update`. */
const EDITABLE = [
  'first_name',
  'last_name',
  'birth_day',
  'birth_month',
  'birth_year',
  'address_line',
  'postal_code',
  'city',
  'country',
  'phone_code',
  'mobile',
  'email2',
  'preferred_currency',
] as const satisfies ReadonlyArray<keyof ProfileUpdate & keyof UsersTable>;

export function createProfileService(ctx: AppContext) {
  const { windowMs, loginPerAccount } = ctx.config.rateLimits;
  const oldPasswordTries = ctx.rateLimiters.create('old-password', loginPerAccount, windowMs);

  async function updateProfile(userId: number, profile: ProfileUpdate): Promise<Me> {
    const current = await findUserById(ctx.db, userId);
    if (!current) throw AppError.unauthenticated();
    const changes: Updateable<UsersTable> = {};
    for (const key of EDITABLE) {
      const value = profile[key];
      if (value !== undefined) Object.assign(changes, { [key]: value });
    }
    const firstName = changes.first_name ?? current.firstName;
    const lastName = changes.last_name ?? current.lastName;
    const updated = await updateUser(ctx.db, userId, {
      ...changes,
      name: `${firstName} ${lastName}`.trim(),
      updatedAt: ctx.clock.now(),
    });
    if (changes.email2 !== undefined && changes.email2 !== current.email2)
      await notify(ctx, userId, SECURITY_CHANGE_MAIL, { change: 'email-changed', address: null });
    return toMe(updated);
  }

  /** The language of the user's screens and mails, kept for every device they sign in on. */
  async function setLanguage(userId: number, language: Language): Promise<Me> {
    return toMe(await updateUser(ctx.db, userId, { language, updatedAt: ctx.clock.now() }));
  }

  /** Checks the old password, stores the new hash, voids pending links, signs the trader out everywhere else and mails them. */
  async function changePassword(user: AuthUser, request: z.output<typeof changePasswordRequestSchema>): Promise<void> {
    if (!(await oldPasswordTries.hit(String(user.id), ctx.clock.now()))) {
      throw new AppError('RATE_LIMITED', 429, 'Too many attempts. Please wait a few minutes and try again.');
    }
    const row = await findUserById(ctx.db, user.id);
    if (!row) throw AppError.unauthenticated();
    // Not 401: a wrong old password must not sign the trader out of this screen.
    if (!(await ctx.hasher.verify(row.passwordHash, request.old_password))) {
      throw AppError.validation({ old_password: [WRONG_OLD_PASSWORD] });
    }
    await oldPasswordTries.reset(String(user.id));
    const passwordHash = await ctx.hasher.hash(request.new_password);
    const now = ctx.clock.now();
    const revoked = await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { passwordHash, updatedAt: now });
      // A reset or verification link mailed before the change must not outlive it.
      await voidAllOneTimeTokens(trx, user.id, now);
      return revokeUserSessions(trx, user.id, now, user.sessionId);
    });
    announceSessionsRevoked(ctx.bus, user.id, revoked);
    await notify(ctx, user.id, SECURITY_CHANGE_MAIL, { change: 'password-changed', address: null });
  }

  return { updateProfile, changePassword, setLanguage };
}
