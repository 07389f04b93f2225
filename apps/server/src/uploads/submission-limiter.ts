import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';

/** Submissions a trader may make per rate-limit window on one call (KYC, transactions, tickets). */
const SUBMISSIONS_PER_WINDOW = 30;

/** Caps how often one trader can submit, so uploads and tickets cannot flood disk or staff queues. */
export function createSubmissionLimiter(ctx: AppContext, name: string) {
  const limiter = ctx.rateLimiters.create(`submissions-${name}`, SUBMISSIONS_PER_WINDOW, ctx.config.rateLimits.windowMs);
  return async (userId: number): Promise<void> => {
    if (!(await limiter.hit(String(userId), ctx.clock.now()))) {
      throw new AppError('RATE_LIMITED', 429, 'Too many requests. Please wait a few minutes and try again.');
    }
  };
}
