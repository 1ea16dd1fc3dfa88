import {
  MESSAGES,
  normaliseDays,
  textRemindersProblem,
  type ImpersonateRequest,
  type LoginAnswer,
  type LoginRequest,
  type TokenResponse,
  type UserPatch,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import {
  AppError,
  fieldErrors,
  forbidden,
  nonFieldError,
  notFound,
  tooManyRequests,
  violatesUnique,
} from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { clearHits, countHit, takeAttempt } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { FileUpload } from '../../lib/uploads';
import { replaceProfileImage } from './profile-image';
import { canOnUser, mayImpersonateAnyone } from './accounts.policy';
import * as repo from './accounts.repo';
import { presentUser } from './accounts.presenter';
import { withSessionRevocation } from './sessions.service';
import { authorizeEmailChange, changesEmail, recordEmailChange } from './email-change.service';
import { findEmailOwner } from './email-change.repo';
import { candidateRaffleWeeks, ticketsThisWeekOf } from '../rewards';
import { coachEntitlementsOf } from '../entitlements';
import { afterPassword } from '../two-step';
import { openSession } from './second-step.service';

const deactivatedError = () =>
  new AppError(403, 'account_deactivated', {
    detail: MESSAGES.accountDeactivated,
    code: 'account_deactivated',
  });

/**
 * Logs in with e-mail and password. Throttled in PostgreSQL so all processes share the counts:
 * every attempt counts against the caller's IP and against the account, each by one statement
 * that counts and decides (concurrent guesses cannot all read a count under the limit); the right
 * password clears the account's count, so in effect only failures stay counted. The deactivated
 * answer is given only for the right password, so it reveals nothing to someone guessing. The
 * session remembers the browser and address, for the user's list of sessions.
 */
export async function login(
  ctx: AppContext,
  input: LoginRequest,
  ip: string,
  userAgent?: string,
): Promise<LoginAnswer> {
  const { perIp, perAccount, windowSeconds } = ctx.config.loginLimits;
  const email = input.username.trim().toLowerCase();
  const accountKey = `login:account:${email}`;
  const ipHits = await countHit(ctx.db, `login:ip:${ip}`, windowSeconds);
  if (ipHits.count > perIp) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, ipHits.retryAfter);
  const accountAttempt = await takeAttempt(ctx.db, accountKey, perAccount, windowSeconds);
  if (!accountAttempt.allowed)
    throw tooManyRequests(MESSAGES.tooManyLoginAttempts, accountAttempt.retryAfter);

  const found = await repo.findUserByEmail(ctx.db, email);
  const valid = found
    ? await verifyPassword(found.user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!found || !valid) throw nonFieldError(MESSAGES.badCredentials);
  // Two-step sign-in (decision 027): an account with two steps gets a challenge, not a session,
  // and keeps its count until the second step is done, so a known password does not reopen the
  // guessing of codes.
  const next = await afterPassword(ctx, found.user.id);
  if (!('challenge' in next)) await clearHits(ctx.db, accountKey);
  if (found.profile?.deactivated) throw deactivatedError();
  if ('challenge' in next) return next.challenge;
  return openSession(ctx, found.user.id, { userAgent, ip }, next.setupOnly);
}

/** Ends the session: its token stops working and its open real-time connections close. */
export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  // Revoking also forgets the session's devices: the next person on this browser must not get
  // this user's notifications.
  await withSessionRevocation(ctx, async (tx, revoke) => {
    await revoke({ sessionId: actor.sessionId });
    // Ending an impersonation session is how impersonating stops (the web's banner logs it out
    // and puts the impersonator's own session back): recorded with the session's end.
    if (actor.impersonatorId !== null)
      await repo.recordImpersonation(tx, {
        action: 'impersonation_stopped',
        actorUserId: actor.impersonatorId,
        subjectUserId: actor.userId,
        companyId: actor.companyId,
        sessionId: actor.sessionId,
      });
  });
}

/** Loads a user the actor may see; anyone else's account answers 404, never its data. */
async function visibleUser(ctx: AppContext, actor: Actor, id: number) {
  const facts = await repo.findUserFacts(ctx.db, id);
  if (!facts || !canOnUser(actor, 'read', facts)) throw notFound();
  return facts;
}

export async function getUser(ctx: AppContext, actor: Actor, id: number) {
  const now = new Date();
  const record = await repo.findUserRecord(ctx.db, id, candidateRaffleWeeks(now));
  if (!record || !canOnUser(actor, 'read', repo.factsOf(record))) throw notFound();
  const user = presentUser(
    record,
    actor.userId === id && actor.impersonatorId !== null,
    record.isCoach ? await coachEntitlementsOf(ctx.db, id, now) : null,
    // Only clients take part in the raffle; anyone else has none.
    record.profile ? ticketsThisWeekOf(record.raffleTicketsByWeek, record.user.timezone, now) : 0,
  );
  // The web sends a session that may only set up two steps to that set-up (decision 027).
  return actor.userId === id && actor.twoStepSetupOnly ? { ...user, two_step_setup_required: true } : user;
}

/**
 * Changes a user's own settings; an e-mail already in use answers 400 on the email field. A new
 * e-mail asks for the current password, is refused while impersonating and mails the old address
 * an undo link (email-change.service.ts).
 * Text reminders need a valid phone number (shared rule textRemindersProblem): a PATCH may send
 * `allow_notice_sms` or `phone_number` alone, so the rule is checked on the stored settings with
 * the patch applied, whenever the patch touches either; turning texts on without a valid number
 * (or clearing the number of someone who gets texts) answers 400 on phone_number. A number is
 * stored as E.164 (the schema normalised it).
 */
export async function updateUser(ctx: AppContext, actor: Actor, id: number, patch: UserPatch) {
  const facts = await visibleUser(ctx, actor, id);
  if (!canOnUser(actor, 'update', facts)) throw forbidden();
  const emailInUse = () => fieldErrors({ email: [MESSAGES.emailInUse] });
  const owner = patch.email === undefined ? undefined : await findEmailOwner(ctx.db, id);
  const newEmail = owner && changesEmail(owner.email, patch.email) ? patch.email : undefined;
  if (owner && newEmail !== undefined) {
    // Before the address check, so a stolen session learns nothing of other accounts either.
    await authorizeEmailChange(ctx, actor, patch.current_password);
    if (await repo.emailTakenByOther(ctx.db, newEmail, id)) throw emailInUse();
  }
  try {
    await ctx.db.transaction(async (tx) => {
      if (owner && newEmail !== undefined)
        await recordEmailChange(ctx, tx, {
          actor,
          userId: id,
          oldEmail: owner.email,
          newEmail,
          firstName: owner.firstName,
          companyId: owner.companyId,
        });
      if (patch.allow_notice_sms !== undefined || patch.phone_number !== undefined) {
        const stored = await repo.lockTextSettings(tx, id);
        const problem =
          stored &&
          textRemindersProblem({
            allow_notice_sms: patch.allow_notice_sms ?? stored.allow_notice_sms,
            phone_number: patch.phone_number ?? stored.phone_number,
          });
        if (problem) throw fieldErrors({ phone_number: [problem] });
      }
      await repo.updateUser(tx, id, {
        email: newEmail,
        firstName: patch.first_name,
        lastName: patch.last_name,
        onboarded: patch.onboarded,
        tourCompleted: patch.tour_completed,
        phoneNumber: patch.phone_number,
        timezone: patch.timezone,
        workWeek: patch.work_week && normaliseDays(patch.work_week),
        generateExercisesAt: patch.generate_exercises_at,
        generatePulseOn: patch.generate_pulse_on && normaliseDays(patch.generate_pulse_on),
        generatePulseAt: patch.generate_pulse_at,
        allowNoticeEmails: patch.allow_notice_emails,
        allowNoticeSms: patch.allow_notice_sms,
        allowNoticePush: patch.allow_notice_push,
        allowAnalytics: patch.allow_analytics,
        exerciseReminderAt: patch.exercise_reminder_at,
        reflectionReminderAt: patch.reflection_reminder_at,
        quietHoursStart: patch.quiet_hours_start,
        quietHoursEnd: patch.quiet_hours_end,
        allowVolume: patch.allow_volume,
        raffleOptIn: patch.raffle_opt_in,
        reward: patch.reward,
      });
    });
  } catch (error) {
    // Two requests racing for the same address: the unique index decides.
    if (violatesUnique(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
  if (newEmail !== undefined) void ctx.mailer.deliver();
  return getUser(ctx, actor, id);
}

/**
 * PATCH user/{id}/ as multipart: a new profile image, for the user themself (and staff). The
 * upload is read only once the actor may change this user.
 */
export async function updateUserImage(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readUpload: () => Promise<FileUpload | undefined>,
) {
  const facts = await visibleUser(ctx, actor, id);
  if (!canOnUser(actor, 'update', facts)) throw forbidden();
  await replaceProfileImage(ctx, id, await readUpload());
  return getUser(ctx, actor, id);
}

/**
 * Opens a session as another user for an admin or owner. The new session remembers who opened
 * it, so the user shows as impersonating and the session cannot impersonate further. The start is
 * recorded in the audit table in the same transaction (the stop, when that session logs out).
 */
export async function impersonate(
  ctx: AppContext,
  actor: Actor,
  input: ImpersonateRequest,
): Promise<TokenResponse> {
  if (!mayImpersonateAnyone(actor)) throw forbidden();
  const found = await repo.findUserByEmail(ctx.db, input.email);
  const facts = found && (await repo.findUserFacts(ctx.db, found.user.id));
  if (!facts || !canOnUser(actor, 'read', facts)) throw notFound('No user with that email address.');
  if (!canOnUser(actor, 'impersonate', facts)) throw forbidden();
  const token = newSessionToken();
  await ctx.db.transaction(async (tx) => {
    const session = await repo.createSession(tx, facts.id, hashToken(token), actor.userId);
    await repo.recordImpersonation(tx, {
      action: 'impersonation_started',
      actorUserId: actor.userId,
      subjectUserId: facts.id,
      companyId: facts.companyId,
      sessionId: session.id,
    });
  });
  return { token, id: facts.id };
}
