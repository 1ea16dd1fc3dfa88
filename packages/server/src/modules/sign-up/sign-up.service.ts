import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  CLIENT_MESSAGES,
  HABIT_MESSAGES,
  MESSAGES,
  OFFERING_MESSAGES,
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
import { createSession, emailTaken } from '../accounts';
import { findPendingByToken } from '../invitations';
import { findSellablePlan, type SellablePlan } from '../offerings';
import {
  cancelProviderSubscription,
  chargeFirstMonth,
  paymentAccountOfCompany,
  PaymentDeclined,
  paymentProvider,
  paymentRequired,
  saveCustomer,
} from '../payments';
import {
  chosenAreasProblem,
  planForSubDomain,
  planFromInvitation,
  planFromOffering,
  type SignUpPlan,
} from './sign-up.policy';
import { loadBrandedCompany } from '../../lib/company-brand';
import { generateExerciseDays } from '../tasks';
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
const planInactive = () => notFound(CLIENT_MESSAGES.planInactive);

/** The plan of a plain sign-up on a sub-domain, with its program; undefined when not allowed. */
async function subDomainPlan(db: DbOrTx, subDomain: string) {
  const coach = await repo.findOnboardingCoach(db, subDomain);
  if (!coach) return undefined;
  const program = (await repo.firstProgramOf(db, coach.coachId)) ?? null;
  return { plan: planForSubDomain(coach, program), program };
}

/**
 * GET client/offering/ — what the wizard shows: from a pending invitation (prefilled with the
 * invitee's names and e-mail), for a subscription plan (`id` and `promo` from its link: both
 * must match an active plan that can be sold, see findSellablePlan; the id alone is never
 * enough, so plans cannot be walked by id), or for a sub-domain that allows onboarding.
 * Anything else — an unknown, consumed or deleted invitation, an inactive or unknown plan, a
 * sub-domain without onboarding — answers 404 (with the spec's text for an invitation or plan).
 */
export async function getOffering(
  ctx: AppContext,
  query: { invitation?: string; sub_domain?: string; id?: number; promo?: string },
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
      company: await loadBrandedCompany(ctx.db, invitation.companyId),
    });
  }
  if (query.id !== undefined) {
    const plan = query.promo ? await findSellablePlan(ctx, ctx.db, query.id, query.promo) : undefined;
    if (!plan) throw planInactive();
    const program = plan.habitProgramId ? await repo.findProgram(ctx.db, plan.habitProgramId) : null;
    return presentOffering({
      program,
      areas: program ? await repo.programAreas(ctx.db, program.id) : [],
      home: plan.home,
      plan: {
        id: plan.id,
        title: plan.title,
        price: plan.price,
        stripeKey: paymentProvider(ctx).publishableKey,
      },
      company: await loadBrandedCompany(ctx.db, plan.companyId),
    });
  }
  if (query.sub_domain) {
    const found = await subDomainPlan(ctx.db, query.sub_domain);
    if (!found) throw notFound();
    const areas = found.program ? await repo.programAreas(ctx.db, found.program.id) : [];
    return presentOffering({
      program: found.program,
      areas,
      home: found.plan.home,
      company: await loadBrandedCompany(ctx.db, found.plan.companyId),
    });
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
 * The new client's rows, inside the sign-up's transaction: the e-mail must be free ('That email
 * address is already in use'; the unique index settles a race), the chosen areas must fit the
 * plan's program; then the user (argon2id hash, onboarded, last_login now, the wizard's
 * settings), the client profile with the plan's settings, the courses and the chosen areas, and
 * a session opened exactly as login does (only the token's hash is stored).
 */
async function insertClient(
  tx: DbOrTx,
  input: SignUpInput,
  plan: SignUpPlan,
  credentials: { passwordHash: string; token: string },
): Promise<number> {
  if (await emailTaken(tx, input.email)) throw emailInUse();
  const chosenAreas = await checkChosenAreas(tx, plan.theme, input.areas);
  const user = await repo.insertUser(tx, {
    email: input.email,
    passwordHash: credentials.passwordHash,
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
  await createSession(tx, user.id, hashToken(credentials.token));
  return user.id;
}

/**
 * POST client/offering/ — creates the client and logs them in, in one transaction. For a plan
 * (`offering` with its `promo`) see signUpForPlan. Otherwise:
 * 1. an invitation is locked (FOR UPDATE) and must still be pending: it is single use, so a
 *    second sign-up with the same token — even one running at the same moment — answers 404;
 * 2. the client's rows (insertClient), with the invitation's (or the sub-domain's) settings;
 * 3. the invitation is consumed (`consumed_at`, `consumed_by_user_id`).
 * The invitee may change the prefilled names, not the e-mail: an invitation is for the address
 * it was sent to, so a link that was forwarded (or leaked) cannot open an account under another
 * one (issue 39). Compared lower-cased, as the users table keeps addresses.
 */
/**
 * The new client's day as the minute job would handle it, now rather than up to a minute later
 * (issue 45: their first screen said every habit was done before any exercise existed). When the
 * day's generation time has not come, or it is not a work day, nothing is made and the daily
 * exercise says when they come. A failure here is logged, not answered: the account exists, and
 * the minute job makes the day anyway.
 */
async function generateFirstDay(ctx: AppContext, userId: number): Promise<void> {
  try {
    await generateExerciseDays(ctx.db, { userIds: [userId] });
  } catch (error) {
    console.error('[sign-up] first day not generated at sign-up for user', userId, error);
  }
}

export async function signUp(ctx: AppContext, input: SignUpInput): Promise<TokenResponse> {
  if (input.offering) return signUpForPlan(ctx, input, input.offering);
  if (!input.invitation && !input.sub_domain) {
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
        if (invitation.email.toLowerCase() !== input.email.toLowerCase())
          throw fieldErrors({ email: [CLIENT_MESSAGES.invitationForAnotherEmail] });
        plan = planFromInvitation(invitation);
        invitationId = invitation.id;
      } else {
        const found = await subDomainPlan(tx, input.sub_domain!);
        if (!found) throw notFound();
        plan = found.plan;
      }
      const userId = await insertClient(tx, input, plan, { passwordHash, token });
      if (invitationId !== null) await repo.consumeInvitation(tx, invitationId, userId);
      return userId;
    });
    await generateFirstDay(ctx, id);
    return { token, id };
  } catch (error) {
    if (violatesUnique(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/**
 * The idempotency key of one paid sign-up attempt: the plan, the e-mail and the card token. A
 * retried request (a double click, a network retry) gets the same provider subscription back
 * instead of a second charge; a new attempt (another card token) is charged anew.
 */
export function paidSignUpKey(offeringId: number, email: string, cardToken: string): string {
  const digest = createHash('sha256').update(`${offeringId}\n${email}\n${cardToken}`).digest('hex');
  return `client-sign-up:${offeringId}:${digest.slice(0, 40)}`;
}

/**
 * A sign-up through a subscription plan (decision 017's order for a paid sign-up):
 * 1. the plan must be sellable (active, its promo matching: findSellablePlan), else 404 'This
 *    subscription plan is no longer active.'; a plan with a price needs `stripe_token`;
 * 2. everything that can fail is checked BEFORE any charge: the e-mail is free, the chosen
 *    areas fit the program;
 * 3. a priced plan charges the first month on the plan company's connected account
 *    (companies.payment_account_id; null with the test provider) with paidSignUpKey; a refused
 *    card answers 402 `{non_field_errors: [the provider's message]}` and nothing is written;
 * 4. one transaction: the plan is share-locked and must still be sellable, the client's rows
 *    (insertClient) with the plan's coach, program, survey, courses, features and home, and for
 *    a priced plan the client_subscriptions row (plan, company, provider subscription, the
 *    price and title charged, next invoice at the period's end) and the payment customer;
 * 5. if that transaction fails (an e-mail taken meanwhile, the plan switched off), the provider
 *    subscription is cancelled at once, and the error answered as usual.
 * A free plan (price 0) records no subscription: there is nothing to cancel.
 */
async function signUpForPlan(
  ctx: AppContext,
  input: SignUpInput,
  offeringId: number,
): Promise<TokenResponse> {
  const promo = input.promo ?? '';
  const offering = promo ? await findSellablePlan(ctx, ctx.db, offeringId, promo) : undefined;
  if (!offering) throw planInactive();
  const paid = offering.price > 0;
  const cardToken = input.stripe_token?.trim() ?? '';
  if (paid && !cardToken) throw fieldErrors({ stripe_token: [OFFERING_MESSAGES.cardRequired] });
  if (await emailTaken(ctx.db, input.email)) throw emailInUse();
  await checkChosenAreas(ctx.db, offering.habitProgramId, input.areas);

  const passwordHash = await hashPassword(input.password);
  const token = newSessionToken();
  const account = paid ? await paymentAccountOfCompany(ctx.db, offering.companyId) : null;
  const charge = paid ? await chargePlan(ctx, input, offering, account, cardToken) : null;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const locked = await findSellablePlan(ctx, tx, offering.id, promo, true);
      if (!locked) throw planInactive();
      const userId = await insertClient(tx, input, planFromOffering(locked), { passwordHash, token });
      if (charge) {
        await repo.insertClientSubscription(tx, {
          userId,
          title: offering.title,
          price: offering.price,
          offeringId: offering.id,
          companyId: offering.companyId,
          providerSubscriptionId: charge.subscription.id,
          status: charge.subscription.status,
          scheduledInvoiceAt: charge.subscription.currentPeriodEnd,
        });
        await saveCustomer(tx, userId, account, charge.customer);
      }
      return userId;
    });
    await generateFirstDay(ctx, id);
    return { token, id };
  } catch (error) {
    if (charge) {
      // The client was charged but has no account: stop the subscription now. Should the
      // provider be unreachable too, the original error is still the one to answer.
      await cancelProviderSubscription(ctx, {
        account,
        subscriptionId: charge.subscription.id,
        atPeriodEnd: false,
      }).catch(() => undefined);
    }
    if (violatesUnique(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/** Charges a plan's first month; a refused card is the API's 402. */
async function chargePlan(
  ctx: AppContext,
  input: SignUpInput,
  offering: SellablePlan,
  account: string | null,
  cardToken: string,
) {
  try {
    return await chargeFirstMonth(ctx, {
      account,
      email: input.email,
      name: `${input.first_name} ${input.last_name}`.trim(),
      cardToken,
      amountCents: offering.price,
      productName: offering.title,
      idempotencyKey: paidSignUpKey(offering.id, input.email, cardToken),
      metadata: {
        offering_id: String(offering.id),
        company_id: String(offering.companyId),
        email: input.email,
      },
    });
  } catch (error) {
    if (error instanceof PaymentDeclined) throw paymentRequired(error);
    throw error;
  }
}
