import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  type passwordResetRequestSchema,
  type passwordResetSchema,
  type setPasswordSchema,
  type TokenResponse,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import { AppError, fieldErrors, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { clearHits, countHit } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { loadCompanyBrand } from '../../lib/company-brand';
import { passwordResetLink, renderPasswordResetEmail } from '../../emails/password-reset';
import { canOnUser, confirmCurrentPassword, withSessionRevocation } from '../accounts';
import * as accountsRepo from '../accounts';
import { canSetPassword } from './passwords.policy';
import * as repo from './passwords.repo';

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_VALID_HOURS = 2;
/** The window of the reset rate limits below. */
export const RESET_LIMIT_WINDOW_SECONDS = 60 * 60;
/** Reset requests and reset attempts, together, from one IP address per window (then 429). */
export const RESET_ATTEMPTS_PER_IP = 30;
/** Reset mails to one address per window; further requests get the same answer and no mail. */
export const RESET_MAILS_PER_ADDRESS = 3;

export const PASSWORD_CHANGED = 'Password changed';
const TOO_MANY_REQUESTS = 'Too many requests. Please wait a while and try again.';

type SetPasswordInput = z.output<typeof setPasswordSchema>;
type ResetRequestInput = z.output<typeof passwordResetRequestSchema>;
type ResetInput = z.output<typeof passwordResetSchema>;

const deactivatedError = () =>
  new AppError(403, 'account_deactivated', {
    detail: MESSAGES.accountDeactivated,
    code: 'account_deactivated',
  });
const invalidResetLink = () => fieldErrors({ token: [ACCOUNT_MESSAGES.resetLinkInvalid] });

/**
 * POST user/{id}/set_password/ — the user themself, with their old password. Wrong old passwords
 * count against the account like failed logins (a stolen session cannot guess it at leisure).
 * The user's other sessions are revoked and pending reset links voided; this session stays.
 */
export async function setPassword(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: SetPasswordInput,
): Promise<{ detail: string }> {
  const target = await accountsRepo.findUserFacts(ctx.db, id);
  if (!target || !canOnUser(actor, 'read', target)) throw notFound();
  if (!canSetPassword(actor, target)) throw forbidden();

  await confirmCurrentPassword(
    ctx,
    id,
    input.old_password,
    'old_password',
    ACCOUNT_MESSAGES.oldPasswordWrong,
  );

  const passwordHash = await hashPassword(input.password);
  await withSessionRevocation(ctx, async (tx, revoke) => {
    await repo.setPasswordHash(tx, id, passwordHash);
    await revoke({ userId: id, except: actor.sessionId });
    await repo.deleteUnusedResetTokens(tx, id);
  });
  return { detail: PASSWORD_CHANGED };
}

/** Counts one reset request or attempt from this IP; over the limit answers 429. */
async function throttleIp(ctx: AppContext, ip: string): Promise<void> {
  const hits = await countHit(ctx.db, `password-reset:ip:${ip}`, RESET_LIMIT_WINDOW_SECONDS);
  if (hits.count > RESET_ATTEMPTS_PER_IP) throw tooManyRequests(TOO_MANY_REQUESTS, hits.retryAfter);
}

/**
 * POST user/request_password_change/ — mails a reset link to an active account. The answer is
 * the same whether or not the address has an account, is deactivated or has had its mails for
 * this hour, so it tells a caller nothing. A new link voids the user's older unused ones; the
 * token and its mail are written in one transaction and the mail goes out after commit.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: ResetRequestInput,
  ip: string,
): Promise<{ detail: string }> {
  const answer = { detail: ACCOUNT_MESSAGES.resetRequested };
  await throttleIp(ctx, ip);
  const mails = await countHit(ctx.db, `password-reset:email:${input.email}`, RESET_LIMIT_WINDOW_SECONDS);
  if (mails.count > RESET_MAILS_PER_ADDRESS) return answer;
  const found = await accountsRepo.findUserByEmail(ctx.db, input.email);
  if (!found || found.profile?.deactivated) return answer;

  const { user } = found;
  const token = newSessionToken();
  await ctx.db.transaction(async (tx) => {
    await repo.deleteUnusedResetTokens(tx, user.id);
    await repo.insertResetToken(tx, user.id, hashToken(token), RESET_TOKEN_VALID_HOURS * 60 * 60);
    const branding = await loadCompanyBrand(tx, user.companyId, ctx.config);
    const mail = renderPasswordResetEmail({
      branding,
      firstName: user.firstName,
      link: passwordResetLink(branding.siteUrl, token),
      validHours: RESET_TOKEN_VALID_HOURS,
    });
    await ctx.mailer.queue(tx, {
      to: [user.email],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      meta: { kind: 'password_reset', userId: user.id },
    });
  });
  void ctx.mailer.deliver();
  return answer;
}

/**
 * POST user/reset_password/ — a live token sets the password and logs in: the token is used up,
 * every older session revoked, other pending links voided and a new session opened, all in one
 * transaction; failed-login counts of the account are cleared. A deactivated client's token
 * answers 403 and stays as it was.
 */
export async function resetPassword(ctx: AppContext, input: ResetInput, ip: string): Promise<TokenResponse> {
  await throttleIp(ctx, ip);
  const found = await repo.findLiveResetToken(ctx.db, hashToken(input.token));
  if (!found) throw invalidResetLink();
  if (found.deactivated) throw deactivatedError();

  // Hashed before the transaction: argon2 takes a while and need not hold the token's row lock.
  const passwordHash = await hashPassword(input.password);
  const sessionToken = newSessionToken();
  await withSessionRevocation(ctx, async (tx, revoke) => {
    if (!(await repo.claimResetToken(tx, found.id))) throw invalidResetLink();
    await repo.setPasswordHash(tx, found.userId, passwordHash);
    await revoke({ userId: found.userId });
    await repo.deleteUnusedResetTokens(tx, found.userId);
    await accountsRepo.createSession(tx, found.userId, hashToken(sessionToken), null, { ip });
    await accountsRepo.touchLastLogin(tx, found.userId);
  });
  await clearHits(ctx.db, `login:account:${found.email}`);
  return { token: sessionToken, id: found.userId };
}
