import type { z } from 'zod';
import {
  CLIENT_MESSAGES,
  HABIT_MESSAGES,
  MESSAGES,
  normaliseDays,
  type clientSignUpSchema,
  type Offering,
  type TokenResponse,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { fieldErrors, nonFieldError, notFound, tooManyRequests, violatesUnique } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { countHit } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { createSession } from '../accounts';
import { findPendingByToken } from '../invitations';
import { chosenAreasProblem, planForSubDomain, planFromInvitation, type SignUpPlan } from './sign-up.policy';
import { presentOffering } from './sign-up.presenter';
import * as repo from './sign-up.repo';

export type SignUpInput = z.output<typeof clientSignUpSchema>;

/** Sign-ups (successful or not) one IP address may attempt per window. */
export const SIGN_UP_LIMIT_PER_IP = 20;
export const SIGN_UP_WINDOW_SECONDS = 15 * 60;

/**
 * Throttles POST client/offering/ per IP, counted before validation so failed attempts count:
 * each one costs an argon2 hash or probes tokens and e-mails.
 */
export async function limitSignUps(ctx: AppContext, ip: string): Promise<void> {
  const hits = await countHit(ctx.db, `sign-up:ip:${ip}`, SIGN_UP_WINDOW_SECONDS);
  if (hits.count > SIGN_UP_LIMIT_PER_IP) {
    throw tooManyRequests(
      'Too many sign-up attempts. Please wait a few minutes and try again.',
      hits.retryAfter,
    );
  }
}

const invitationInactive = () => notFound(CLIENT_MESSAGES.invitationInactive);

/** The plan of a plain sign-up on a sub-domain, with its program; undefined when not allowed. */
async function subDomainPlan(db: DbOrTx, subDomain: string) {
  const coach = await repo.findOnboardingCoach(db, subDomain);
  if (!coach) return undefined;
  const program = (await repo.firstProgramOf(db, coach.coachId)) ?? null;
  return { plan: planForSubDomain(coach, program), program };
}

/**
 * GET client/offering/ — what the wizard shows: from a pending invitation (prefilled with the
 * invitee's names and e-mail), or for a sub-domain that allows onboarding. Anything else — an
 * unknown, consumed or deleted invitation, a sub-domain without onboarding, or a plan (plans
 * arrive with payments) — answers 404.
 */
export async function getOffering(
  ctx: AppContext,
  query: { invitation?: string; sub_domain?: string; id?: number },
): Promise<Offering> {
  if (query.invitation) {
    const invitation = await findPendingByToken(ctx.db, query.invitation);
    if (!invitation) throw invitationInactive();
    const program = invitation.habitProgramId
      ? await repo.findProgram(ctx.db, invitation.habitProgramId)
      : null;
    return presentOffering({
      program,
      areas: program ? await repo.programAreas(ctx.db, program.id) : [],
      home: planFromInvitation(invitation).home,
      prefill: invitation,
    });
  }
  if (query.sub_domain) {
    const found = await subDomainPlan(ctx.db, query.sub_domain);
    if (!found) throw notFound();
    const areas = found.program ? await repo.programAreas(ctx.db, found.program.id) : [];
    return presentOffering({ program: found.program, areas, home: found.plan.home });
  }
  throw notFound();
}

/**
 * The areas of focus to record for the new client (step 4 of the wizard): none when the program
 * assigns all; otherwise the picked ones, which must be exactly the program's number of distinct
 * areas of that program ("Make sure you've picked all your areas of focus").
 */
async function checkChosenAreas(tx: DbOrTx, programId: number | null, chosen: number[]): Promise<number[]> {
  if (programId === null) return [];
  const program = await repo.findProgram(tx, programId);
  if (!program || program.assignAll) return [];
  const available = (await repo.programAreas(tx, programId)).map((area) => area.id);
  const problem = chosenAreasProblem(program, available, chosen);
  if (problem === 'unknown') throw fieldErrors({ areas: [HABIT_MESSAGES.areaNotInProgram] });
  if (problem === 'count') throw fieldErrors({ areas: [CLIENT_MESSAGES.pickAllAreas] });
  return chosen;
}

const emailInUse = () => fieldErrors({ email: [MESSAGES.emailInUse] });

/**
 * POST client/offering/ — creates the client and logs them in, in one transaction:
 * 1. an invitation is locked (FOR UPDATE) and must still be pending: it is single use, so a
 *    second sign-up with the same token — even one running at the same moment — answers 404;
 * 2. the e-mail must be free ('That email address is already in use'); the unique index
 *    settles a race between two different invitations for one address;
 * 3. the user (argon2id hash, onboarded, last_login now, the wizard's settings), the client
 *    profile with the invitation's (or the sub-domain's) settings, and the client courses;
 * 4. the invitation is consumed (`consumed_at`, `consumed_by_user_id`) and a session opened
 *    exactly as login does (only the token's hash is stored).
 * The invitee may change the prefilled names and e-mail; the invitation is the capability.
 */
export async function signUp(ctx: AppContext, input: SignUpInput): Promise<TokenResponse> {
  if (!input.invitation && !input.sub_domain) {
    if (input.offering) throw notFound(CLIENT_MESSAGES.planInactive);
    throw nonFieldError('Sign up needs an invitation or a sub-domain.');
  }
  // Hashing is slow on purpose: do it before taking the invitation's lock.
  const passwordHash = await hashPassword(input.password);
  const token = newSessionToken();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      let plan: SignUpPlan;
      let invitationId: number | null = null;
      if (input.invitation) {
        const invitation = await repo.lockInvitation(tx, input.invitation);
        if (!invitation || invitation.consumedAt) throw invitationInactive();
        plan = planFromInvitation(invitation);
        invitationId = invitation.id;
      } else {
        const found = await subDomainPlan(tx, input.sub_domain!);
        if (!found) throw notFound();
        plan = found.plan;
      }
      if (await repo.emailTaken(tx, input.email)) throw emailInUse();
      const chosenAreas = await checkChosenAreas(tx, plan.theme, input.areas);
      const user = await repo.insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        companyId: plan.companyId,
        onboarded: true,
        timezone: input.timezone,
        workWeek: normaliseDays(input.work_week),
        generateExercisesAt: input.generate_exercises_at,
        generatePulseOn: normaliseDays(input.generate_pulse_on),
        generatePulseAt: input.generate_pulse_at,
        raffleOptIn: input.raffle_opt_in,
        reward: input.reward,
        allowNoticeSms: input.allow_notice_sms,
        // Kept as the wizard sends it (the web prefixes the country code 1).
        phoneNumber: input.phone_number,
        lastLogin: new Date(),
      });
      await repo.insertClientProfile(tx, user.id, plan);
      await repo.grantCourses(tx, user.id, plan);
      await repo.insertChosenAreas(tx, user.id, chosenAreas);
      if (invitationId !== null) await repo.consumeInvitation(tx, invitationId, user.id);
      await createSession(tx, user.id, hashToken(token));
      return user.id;
    });
    return { token, id };
  } catch (error) {
    if (violatesUnique(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}
