import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  COACH_PACKAGES,
  COACH_SIGN_UP_MESSAGES,
  coachPackageById,
  coachPackageByPromo,
  MESSAGES,
  normaliseDays,
  packageChoiceRefusal,
  SUB_DOMAIN_MESSAGES,
  type authedCoachOnboardingSchema,
  type coachPackageChoiceSchema,
  type CoachOnboardingResponse,
  type CoachPackage,
  type CoachPlan,
  type PackageChoiceRefusal,
  type freeCoachSignUpSchema,
  type newCoachOnboardingSchema,
  type paidCoachSignUpSchema,
} from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, nonFieldError, tooManyRequests, violatesUnique } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { countHit } from '../../lib/rate-limit';
import { mediaUrl, removeFiles } from '../../lib/storage';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { createSession, emailTaken } from '../accounts';
import { coachEntitlementsOf, presentCoachPlan } from '../entitlements';
import { decodeDataUrl, storeBrandingImage } from '../owners';
import {
  cancelProviderSubscription,
  chargeFirstMonth,
  PaymentDeclined,
  paymentRequired,
  saveCustomer,
  type ProviderCustomer,
  type ProviderSubscription,
} from '../payments';
import { onboardingRefusal, packageOutcome } from './coach-sign-up.policy';
import * as repo from './coach-sign-up.repo';

/*
 * Coach sign-up and onboarding (issue 18 part 6, decision 019). A coach signs up free or buys a
 * package (/coach-sign-up/…), which gives them a licence, a company of their own and a session;
 * then /new-user sets up that company: its name, its branded sub-domain and the coach's week. A
 * visitor can do both at once (owners/new). Every path keeps decision 017's order for money:
 * check everything that can fail, charge on Tandem's own payment account with an idempotency
 * key, write everything in ONE transaction, and cancel the charge if that transaction fails.
 */

type FreeSignUp = z.output<typeof freeCoachSignUpSchema>;
type PaidSignUp = z.output<typeof paidCoachSignUpSchema>;
type AuthedOnboarding = z.output<typeof authedCoachOnboardingSchema>;
type NewOnboarding = z.output<typeof newCoachOnboardingSchema>;

/** Attempts (successful or not) one IP address may make in a window, as the client sign-up. */
export const COACH_SIGN_UP_LIMIT_PER_IP = 20;
export const COACH_SIGN_UP_WINDOW_SECONDS = 15 * 60;

/** Throttles the public sign-up calls per IP, counted before validation: each costs an argon2 hash. */
export async function limitCoachSignUps(ctx: AppContext, ip: string): Promise<void> {
  const hits = await countHit(ctx.db, `coach-sign-up:ip:${ip}`, COACH_SIGN_UP_WINDOW_SECONDS);
  if (hits.count > COACH_SIGN_UP_LIMIT_PER_IP) {
    throw tooManyRequests(
      'Too many sign-up attempts. Please wait a few minutes and try again.',
      hits.retryAfter,
    );
  }
}

const emailInUse = () => fieldErrors({ email: [MESSAGES.emailInUse] });
const subDomainInUse = () => fieldErrors({ sub_domain: [SUB_DOMAIN_MESSAGES.inUse] });

/**
 * The idempotency key of one package purchase: the package, the e-mail, the card token and, for
 * a coach who bought packages before, the newest of them. A retried request gets the same
 * provider subscription back; another card is a new attempt, and so is buying a package again
 * once the last one has ended (the same card may pay for it).
 */
export function packageChargeKey(
  packageId: number,
  email: string,
  cardToken: string,
  lastPackageSubscriptionId: number | null = null,
): string {
  const after = lastPackageSubscriptionId === null ? '' : `\n${lastPackageSubscriptionId}`;
  const digest = createHash('sha256').update(`${packageId}\n${email}\n${cardToken}${after}`).digest('hex');
  return `coach-package:${packageId}:${digest.slice(0, 40)}`;
}

type Charge = { customer: ProviderCustomer; subscription: ProviderSubscription };

/** Charges a package's first month on Tandem's own account; a refused card is the API's 402. */
async function chargePackage(
  ctx: AppContext,
  chosen: CoachPackage,
  payer: { email: string; name: string; userId?: number; lastPackageSubscriptionId?: number | null },
  cardToken: string,
): Promise<Charge> {
  try {
    return await chargeFirstMonth(ctx, {
      account: null,
      email: payer.email,
      name: payer.name,
      cardToken,
      amountCents: chosen.priceCents,
      productName: `Tandem ${chosen.label}`,
      idempotencyKey: packageChargeKey(
        chosen.packageId!,
        payer.email,
        cardToken,
        payer.lastPackageSubscriptionId ?? null,
      ),
      metadata: {
        package: String(chosen.packageId),
        email: payer.email,
        ...(payer.userId ? { user_id: String(payer.userId) } : {}),
      },
    });
  } catch (error) {
    if (error instanceof PaymentDeclined) throw paymentRequired(error);
    throw error;
  }
}

/** Records a charged package on the user: the subscription (renewing monthly) and the card. */
async function recordPackage(
  tx: DbOrTx,
  userId: number,
  companyId: number,
  chosen: CoachPackage,
  charge: Charge,
) {
  await repo.insertOwnerSubscription(tx, {
    userId,
    companyId,
    title: `Tandem ${chosen.label}`,
    packageId: chosen.packageId,
    price: chosen.priceCents,
    providerSubscriptionId: charge.subscription.id,
    status: charge.subscription.status,
    scheduledInvoiceAt: charge.subscription.currentPeriodEnd,
  });
  await saveCustomer(tx, userId, null, charge.customer);
}

/**
 * Decision 017's order once everything is checked: `charge` (which may charge nothing), then
 * `write`, the one transaction. A failed charge (a refused card) leaves nothing behind: the logo
 * already stored is removed. A failed write cancels the charge at once (the payer has no account
 * to show for it) and removes the logo; should the provider be unreachable too, the original
 * error is still the one answered.
 */
async function chargeThenWrite<T>(
  ctx: AppContext,
  storedKeys: string[],
  charge: () => Promise<Charge | null>,
  write: (charged: Charge | null) => Promise<T>,
): Promise<T> {
  let charged: Charge | null;
  try {
    charged = await charge();
  } catch (error) {
    await removeFiles(ctx.storage, storedKeys);
    throw error;
  }
  try {
    return await write(charged);
  } catch (error) {
    if (charged) {
      const subscriptionId = charged.subscription.id;
      await cancelProviderSubscription(ctx, { account: null, subscriptionId, atPeriodEnd: false }).catch(
        (cancelError: unknown) =>
          console.error('[coach-sign-up] could not cancel an orphaned charge:', subscriptionId, cancelError),
      );
    }
    await removeFiles(ctx.storage, storedKeys);
    if (violatesUnique(error, 'users_email_key')) throw emailInUse();
    if (violatesUnique(error, 'sub_domains_sub_domain_key')) throw subDomainInUse();
    throw error;
  }
}

/** A new coach's account: the user, a company of their own, the licence, and a session. */
async function insertCoach(
  tx: DbOrTx,
  input: FreeSignUp,
  chosen: CoachPackage,
  passwordHash: string,
  token: string,
  options: { companyName: string; onboarded: boolean; settings?: AuthedOnboarding['client_profile'] },
) {
  const settings = options.settings;
  const userId = await repo.insertUser(tx, {
    email: input.email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    onboarded: options.onboarded,
    coachFeatures: [...chosen.coachFeatures],
    lastLogin: new Date(),
    ...(settings ? userSettings(settings) : {}),
  });
  const companyId = await repo.insertCompany(tx, options.companyName, userId);
  await repo.setUserCompany(tx, userId, companyId);
  await repo.insertCoachProfile(tx, userId, companyId, chosen.key);
  await createSession(tx, userId, hashToken(token));
  return { userId, companyId };
}

const userSettings = (settings: AuthedOnboarding['client_profile']) => ({
  workWeek: normaliseDays(settings.work_week),
  generatePulseOn: normaliseDays(settings.generate_pulse_on),
  generateExercisesAt: settings.generate_exercises_at,
  generatePulseAt: settings.generate_pulse_at,
  timezone: settings.timezone,
});

/** A company's name before onboarding names it: the coach's own. */
const provisionalCompanyName = (input: FreeSignUp) => `${input.first_name} ${input.last_name}`.trim();

/**
 * POST owners/free-assessment-sign-up/ and POST owners/paid-assessment-sign-up/: a coach on a
 * package, with a company of their own (named after them until /new-user names it) and no
 * sub-domain yet, not onboarded, logged in. The e-mail must be free ('That email address is
 * already in use'; the unique index settles a race). A paid package needs a card and is charged
 * before the transaction (see chargeThenWrite).
 */
export async function signUpCoach(
  ctx: AppContext,
  input: FreeSignUp | PaidSignUp,
): Promise<CoachOnboardingResponse> {
  const chosen = 'package' in input ? coachPackageById(input.package)! : COACH_PACKAGES.free;
  if (await emailTaken(ctx.db, input.email)) throw emailInUse();
  const passwordHash = await hashPassword(input.password);
  const token = newSessionToken();
  const id = await chargeThenWrite(
    ctx,
    [],
    async () =>
      'token' in input && chosen.priceCents > 0
        ? chargePackage(ctx, chosen, { email: input.email, name: provisionalCompanyName(input) }, input.token)
        : null,
    (charge) =>
      ctx.db.transaction(async (tx) => {
        const coach = await insertCoach(tx, input, chosen, passwordHash, token, {
          companyName: provisionalCompanyName(input),
          onboarded: false,
        });
        if (charge) await recordPackage(tx, coach.userId, coach.companyId, chosen, charge);
        return coach.userId;
      }),
  );
  return { id, token, sub_domain: null };
}

/** The package a /new-user promo names; 400 on `promo_id` when we sell no such package. */
function packageOfPromo(promo: string | null | undefined): CoachPackage {
  const chosen = coachPackageByPromo(promo);
  if (!chosen) throw fieldErrors({ promo_id: [COACH_SIGN_UP_MESSAGES.unknownPackage] });
  return chosen;
}

/** The card token a charge needs; 400 on `stripe_token` without one. */
function cardTokenFor(input: AuthedOnboarding): string {
  const token = input.stripe_token?.trim() ?? '';
  if (!token) throw fieldErrors({ stripe_token: [COACH_SIGN_UP_MESSAGES.cardRequired] });
  return token;
}

/** Stores the company step's logo (a data URL) before any transaction; its storage key or null. */
async function storeLogo(ctx: AppContext, logo: string | null): Promise<string | null> {
  if (!logo) return null;
  return storeBrandingImage(ctx.storage, 'logo', decodeDataUrl('logo', logo));
}

/** The company step's sub-domain row. */
const subDomainValues = (
  company: AuthedOnboarding['company'],
  companyId: number,
  ownerId: number,
  logo: string | null,
) => ({
  subDomain: company.sub_domain,
  companyId,
  ownerId,
  headerColor: company.header_color,
  logo: logo ? mediaUrl(logo) : null,
  logoHeight: company.logo_height,
});

/**
 * POST owners/new/ — a visitor's whole onboarding in one call: the account (as signUpCoach,
 * but onboarded and with the finish step's week), the company under the name and sub-domain of
 * the company step with its branding, the package of the promo (charged when priced), and a
 * session. The e-mail and the sub-domain are checked before any charge or stored file.
 */
export async function onboardNewCoach(
  ctx: AppContext,
  input: NewOnboarding,
): Promise<CoachOnboardingResponse> {
  const chosen = packageOfPromo(input.promo_id);
  const cardToken = chosen.priceCents > 0 ? cardTokenFor(input) : null;
  if (await emailTaken(ctx.db, input.user.email)) throw emailInUse();
  if (await repo.subDomainTaken(ctx.db, input.company.sub_domain)) throw subDomainInUse();
  const passwordHash = await hashPassword(input.user.password);
  const token = newSessionToken();
  const logo = await storeLogo(ctx, input.company.logo);
  const id = await chargeThenWrite(
    ctx,
    logo ? [logo] : [],
    async () =>
      cardToken
        ? chargePackage(ctx, chosen, { email: input.user.email, name: input.company.name }, cardToken)
        : null,
    (charge) =>
      ctx.db.transaction(async (tx) => {
        const coach = await insertCoach(tx, input.user, chosen, passwordHash, token, {
          companyName: input.company.name,
          onboarded: true,
          settings: input.client_profile,
        });
        await repo.insertSubDomain(tx, subDomainValues(input.company, coach.companyId, coach.userId, logo));
        if (charge) await recordPackage(tx, coach.userId, coach.companyId, chosen, charge);
        return coach.userId;
      }),
  );
  return { id, token, sub_domain: input.company.sub_domain };
}

const refusalError = (refusal: NonNullable<ReturnType<typeof onboardingRefusal>>) =>
  nonFieldError(
    refusal === 'already_set_up'
      ? COACH_SIGN_UP_MESSAGES.alreadySetUp
      : COACH_SIGN_UP_MESSAGES.coachOfAnotherCompany,
  );

/**
 * POST owners/authed/ — a signed-in user sets up their company (the info step skipped):
 * 1. they must be allowed (onboardingRefusal: not already set up, not another company's coach);
 * 2. the package follows packageOutcome (nobody is charged twice; a priced package someone does
 *    not hold yet needs `stripe_token`); the sub-domain must be free;
 * 3. the logo is stored and the package charged, then ONE transaction locks the user, checks 1
 *    again (a second request meanwhile), and writes: the company they own (the one their sign-up
 *    made, else a new one, whose owner they become and to which their account now belongs),
 *    its name, the sub-domain with its branding, the licence and its plan and features, the
 *    coach's week, onboarded, and the package's subscription when one was charged.
 * Impersonators may not do this on someone's behalf: it can spend the user's money.
 */
export async function onboardSignedInUser(
  ctx: AppContext,
  actor: Actor,
  input: AuthedOnboarding,
): Promise<CoachOnboardingResponse> {
  if (actor.impersonatorId !== null) throw nonFieldError(MESSAGES.noPermission);
  const chosen = packageOfPromo(input.promo_id);
  const before = await repo.lockOnboardingState(ctx.db, actor.userId);
  if (!before) throw nonFieldError(MESSAGES.noPermission);
  const refusal = onboardingRefusal(before);
  if (refusal) throw refusalError(refusal);
  const outcome = packageOutcome(before, chosen);
  const cardToken = outcome.charge ? cardTokenFor(input) : null;
  if (await repo.subDomainTaken(ctx.db, input.company.sub_domain)) throw subDomainInUse();
  const logo = await storeLogo(ctx, input.company.logo);
  const payer = {
    email: before.user.email,
    name: `${before.user.firstName} ${before.user.lastName}`.trim(),
    userId: actor.userId,
  };
  await chargeThenWrite(
    ctx,
    logo ? [logo] : [],
    async () => (outcome.charge && cardToken ? chargePackage(ctx, outcome.charge, payer, cardToken) : null),
    (paid) =>
      ctx.db.transaction(async (tx) => {
        const state = await repo.lockOnboardingState(tx, actor.userId);
        if (!state) throw nonFieldError(MESSAGES.noPermission);
        const again = onboardingRefusal(state);
        if (again) throw refusalError(again);
        const final = packageOutcome(state, chosen);
        const companyId =
          state.ownedCompanyId ?? (await repo.insertCompany(tx, input.company.name, actor.userId));
        await repo.renameCompany(tx, companyId, input.company.name);
        await repo.insertSubDomain(tx, subDomainValues(input.company, companyId, actor.userId, logo));
        await repo.setCoachPlan(tx, actor.userId, companyId, paid ? chosen.key : final.plan);
        const features = paid ? chosen.coachFeatures : final.features;
        await repo.finishUser(tx, actor.userId, {
          companyId,
          ...(features ? { coachFeatures: [...features] } : {}),
          ...userSettings(input.client_profile),
        });
        if (paid) await recordPackage(tx, actor.userId, companyId, chosen, paid);
      }),
  );
  return { id: actor.userId, sub_domain: input.company.sub_domain };
}

const packageChoiceError = (refusal: PackageChoiceRefusal) =>
  nonFieldError(
    refusal === 'already_on_it'
      ? COACH_SIGN_UP_MESSAGES.alreadyOnPackage
      : COACH_SIGN_UP_MESSAGES.companyChoosesPackage,
  );

/** What the coach's licence grants now, for packageChoiceRefusal; 403 without a licence. */
async function licenceOf(db: DbOrTx, userId: number) {
  const licence = await coachEntitlementsOf(db, userId);
  if (!licence) throw forbidden();
  return licence;
}

/**
 * POST owners/package/ — a coach on their own licence buys a package after sign-up: a free
 * coach upgrading, a coach whose package lapsed or ended buying it again, or one package for
 * the other (decision 025). Decision 017's order: the refusals (packageChoiceRefusal) are
 * checked, the first month is charged on Tandem's own account, then ONE transaction locks the
 * user, checks again (a second purchase meanwhile), ends the package subscriptions still on
 * record at once, records the new one and sets the plan and its features. The ended ones are
 * then canceled at the provider, so a lapsed plan stops retrying its renewal and a replaced one
 * is not renewed; the days left on a replaced package are not refunded (the screen says so).
 * The coach's features follow at once: the plan in force is the new package, active. Refused to
 * impersonators: it spends the user's money.
 */
export async function choosePackage(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof coachPackageChoiceSchema>,
): Promise<CoachPlan> {
  if (actor.impersonatorId !== null) throw nonFieldError(MESSAGES.noPermission);
  const chosen = coachPackageById(input.package)!;
  const refusal = packageChoiceRefusal(await licenceOf(ctx.db, actor.userId), chosen);
  if (refusal) throw packageChoiceError(refusal);
  const user = await repo.findUser(ctx.db, actor.userId, { lock: false });
  if (!user) throw nonFieldError(MESSAGES.noPermission);
  const payer = {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    userId: actor.userId,
    lastPackageSubscriptionId: await repo.lastPackageSubscriptionId(ctx.db, actor.userId),
  };
  const ended = await chargeThenWrite(
    ctx,
    [],
    async () => chargePackage(ctx, chosen, payer, input.token),
    (paid) =>
      ctx.db.transaction(async (tx) => {
        await repo.findUser(tx, actor.userId, { lock: true });
        // A request sent twice (a double click) gets the first one's charge back from the provider
        // (same idempotency key): already recorded, it is the same purchase, answered again. It
        // must not be refused, since a refused write cancels its charge, which is the first one's.
        if (await repo.providerSubscriptionRecorded(tx, paid!.subscription.id)) return [];
        const again = packageChoiceRefusal(await licenceOf(tx, actor.userId), chosen);
        if (again) throw packageChoiceError(again);
        const companyId = (await repo.findLicenceCompany(tx, actor.userId)) ?? user.companyId;
        if (companyId === null) throw nonFieldError(MESSAGES.noPermission);
        const replaced = await repo.endPackageSubscriptions(tx, actor.userId);
        await recordPackage(tx, actor.userId, companyId, chosen, paid!);
        await repo.setCoachPlan(tx, actor.userId, companyId, chosen.key);
        await repo.setCoachFeatures(tx, actor.userId, [...chosen.coachFeatures]);
        return replaced;
      }),
  );
  for (const subscriptionId of ended) {
    await cancelProviderSubscription(ctx, { account: null, subscriptionId, atPeriodEnd: false }).catch(
      (error: unknown) =>
        console.error('[coach-sign-up] could not cancel a replaced package:', subscriptionId, error),
    );
  }
  return presentCoachPlan((await licenceOf(ctx.db, actor.userId))!);
}
