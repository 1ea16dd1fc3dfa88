import type { AppContext } from '../../lib/context';
import { fieldErrors, tooManyRequests } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { clearHits, takeAttempt } from '../../lib/rate-limit';
import { findPasswordHash } from './accounts.repo';

const TOO_MANY_REQUESTS = 'Too many requests. Please wait a while and try again.';

/**
 * Checks the current password that a change able to take the account over asks for (its e-mail,
 * its password). Tries count like logins against the account (one statement counts and decides),
 * so a stolen session cannot guess the password at leisure; the right one clears the count. A
 * wrong one answers 400 on `field` with `wrongMessage`.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  field: string,
  wrongMessage: string,
): Promise<void> {
  const { perAccount, windowSeconds } = ctx.config.loginLimits;
  const key = `current-password:user:${userId}`;
  const attempt = await takeAttempt(ctx.db, key, perAccount, windowSeconds);
  if (!attempt.allowed) throw tooManyRequests(TOO_MANY_REQUESTS, attempt.retryAfter);
  if (!(await verifyPassword(await findPasswordHash(ctx.db, userId), password)))
    throw fieldErrors({ [field]: [wrongMessage] });
  await clearHits(ctx.db, key);
}
