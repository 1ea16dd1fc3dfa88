import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  TWO_STEP_MESSAGES,
  type PasskeyLoginRequest,
  type RelyingParty,
  type SecondStepRequest,
  type TokenResponse,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, nonFieldError, tooManyRequests } from '../../lib/errors';
import { clearHits, countHit } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { completeSecondStep, openSecondStep, passkeyLoginAccount, passkeyLoginOptions } from '../two-step';
import * as repo from './accounts.repo';

/*
 * The login's second step and the passkey sign-in (issue 39, decision 027). The password step
 * (accounts.service login) answers an account with two steps with a challenge instead of a
 * session; here the challenge and a code or a passkey become the session.
 */

const accountKeyOf = (email: string) => `login:account:${email}`;

/**
 * Opens a session after a complete login. `twoStepSetupOnly`: the install requires two steps of
 * this account and it has none, so the session may only set them up (lib/two-step-gate.ts).
 */
export async function openSession(
  ctx: AppContext,
  userId: number,
  origin: repo.SessionOrigin,
  twoStepSetupOnly = false,
): Promise<TokenResponse> {
  const token = newSessionToken();
  await ctx.db.transaction(async (tx) => {
    const session = await repo.createSession(tx, userId, hashToken(token), null, origin);
    if (twoStepSetupOnly)
      await tx.execute(sql`UPDATE sessions SET two_step_setup_only = true WHERE id = ${session.id}`);
    await repo.touchLastLogin(tx, userId);
  });
  return { token, id: userId };
}

/** A deactivated client is refused at the last step, as at the password (its own message). */
async function refuseDeactivated(ctx: AppContext, email: string) {
  const found = await repo.findUserByEmail(ctx.db, email);
  if (found?.profile?.deactivated)
    throw new AppError(403, 'account_deactivated', {
      detail: MESSAGES.accountDeactivated,
      code: 'account_deactivated',
    });
}

/**
 * POST api-token-auth/two-step/: the challenge and an app code, a recovery code or a passkey.
 * Every try counts against the caller's IP and against the account, on the same count as its
 * passwords, in one statement that counts and decides; only a complete login clears it, so a
 * known password does not reopen the guessing of codes.
 */
export async function secondStep(
  ctx: AppContext,
  input: SecondStepRequest,
  ip: string,
  origin: repo.SessionOrigin,
  rp: RelyingParty | null,
): Promise<TokenResponse> {
  const { perIp, perAccount, windowSeconds } = ctx.config.loginLimits;
  const ipHits = await countHit(ctx.db, `login:ip:${ip}`, windowSeconds);
  if (ipHits.count > perIp) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, ipHits.retryAfter);
  const step = await openSecondStep(ctx, input.challenge);
  const accountKey = accountKeyOf(step.email);
  const attempt = await countHit(ctx.db, accountKey, windowSeconds);
  if (attempt.count > perAccount) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, attempt.retryAfter);
  if (!(await completeSecondStep(ctx, step, input, rp))) {
    if (input.code) throw fieldErrors({ code: [TWO_STEP_MESSAGES.wrongCode] });
    throw nonFieldError(TWO_STEP_MESSAGES.passkeyFailed);
  }
  await clearHits(ctx.db, accountKey);
  await refuseDeactivated(ctx, step.email);
  return openSession(ctx, step.userId, origin);
}

/** POST api-token-auth/passkey/options/: throttled per IP, since anyone may start one. */
export async function passkeyOptions(ctx: AppContext, ip: string, rp: RelyingParty | null) {
  const { perIp, windowSeconds } = ctx.config.loginLimits;
  const ipHits = await countHit(ctx.db, `login:ip:${ip}`, windowSeconds);
  if (ipHits.count > perIp) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, ipHits.retryAfter);
  return passkeyLoginOptions(ctx, rp);
}

/**
 * POST api-token-auth/passkey/: a passkey that verifies its user (a first step that is two
 * factors in one) opens a session, with no password. Throttled per IP like logins.
 */
export async function passkeyLogin(
  ctx: AppContext,
  input: PasskeyLoginRequest,
  ip: string,
  origin: repo.SessionOrigin,
  rp: RelyingParty | null,
): Promise<TokenResponse> {
  const { perIp, windowSeconds } = ctx.config.loginLimits;
  const ipHits = await countHit(ctx.db, `login:ip:${ip}`, windowSeconds);
  if (ipHits.count > perIp) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, ipHits.retryAfter);
  const account = await passkeyLoginAccount(ctx, input.challenge, input.passkey, rp);
  if (!account) throw nonFieldError(TWO_STEP_MESSAGES.passkeyNotRecognised);
  await refuseDeactivated(ctx, account.email);
  await clearHits(ctx.db, accountKeyOf(account.email));
  return openSession(ctx, account.userId, origin);
}
