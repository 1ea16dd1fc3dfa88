import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MESSAGES,
  OFFERING_MESSAGES,
  offeringErrors,
  type HomeFeature,
  type offeringCreateSchema,
  type OfferingChoices,
  type offeringPatchSchema,
  type OwnerOffering,
  type PublicOffering,
} from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import { answerAccess } from '../../lib/access';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import {
  findUsableHabitProgram,
  findUsablePulseSurvey,
  habitProgramsUsableBy,
  pulseSurveysUsableBy,
  coursesUsableBy,
  usableCourseIds,
} from '../catalog';
import { companyCanTakePayments } from '../payments';
import { managesOfferings, offeringAccess } from './offerings.policy';
import { presentOwnerOffering, presentPublicOffering } from './offerings.presenter';
import * as repo from './offerings.repo';

/*
 * Subscription plans (issue 18; coach side sections 2–9):
 * - only a company's owner lists, creates and edits its plans (offerings.policy.ts);
 * - a plan's coach is a coach licence holder of the company; its habit program, pulse survey
 *   and listed courses are ones that coach may give clients (the catalog's rule, applied to
 *   the coach, not to the owner who saves the plan);
 * - a plan with a price may be active only when the company can be paid: it has connected a
 *   payment account, or the app runs the offline test provider (no Stripe keys), whose charges
 *   need no account. Otherwise saving says to connect payments first;
 * - the promo (the code in the link) is 16 random bytes, made once and never changed: an old
 *   link keeps working while the plan is active, and nobody can guess one;
 * - the link is on the company's first sub-domain (offeringLink), set when the plan is made;
 * - setting only `active: false` is always allowed, even on a plan whose program was deleted
 *   since: switching a plan off must never be blocked.
 */

type CreateInput = z.output<typeof offeringCreateSchema>;
type PatchInput = z.output<typeof offeringPatchSchema>;

const linkOptions = (ctx: AppContext) => ({
  publicUrl: ctx.config.publicUrl,
  defaultSubDomain: ctx.config.defaultSubDomain,
});

/** A code nobody can guess: 128 random bits, URL-safe. */
export const newPromo = () => randomBytes(16).toString('base64url');

/** The owner's company; 403 for anyone who owns none (staff, coaches, clients). */
function ownedCompany(actor: Actor): number {
  if (!managesOfferings(actor)) throw forbidden();
  return actor.ownedCompanyId!;
}

/** Whether the company may take money for a plan (the payments module's rule). */
export const canSellPlans = (ctx: AppContext, db: DbOrTx, companyId: number) =>
  companyCanTakePayments(ctx, db, companyId);

/** The catalog's view of the plan's coach: what they may give clients. */
const coachActor = (coachId: number, companyId: number): Actor => ({
  userId: coachId,
  sessionId: 0,
  impersonatorId: null,
  isStaff: false,
  isCoach: true,
  companyId,
  ownedCompanyId: null,
});

interface PlanFields {
  title: string;
  active: boolean;
  coach: number | null;
  habit_program: number | null;
  pulse_survey: number | null;
  courses: number[];
  price: number;
  home: HomeFeature;
  allow_daily_exercises: boolean;
  allow_self_reflect: boolean;
  allow_goals: boolean;
  allow_progress: boolean;
  allow_courses: boolean;
  allow_journal: boolean;
  allow_assessments: boolean;
  allow_messaging: boolean;
}

/** Checks the plan rule, its coach and catalog choices, and whether a price can be charged. */
async function checkPlan(ctx: AppContext, db: DbOrTx, companyId: number, plan: PlanFields): Promise<void> {
  const rule = offeringErrors(plan);
  if (Object.keys(rule).length > 0) {
    throw fieldErrors(Object.fromEntries(Object.entries(rule).map(([field, message]) => [field, [message]])));
  }
  const errors: Record<string, string[]> = {};
  const coachId = plan.coach!;
  if (!(await repo.isCompanyCoach(db, companyId, coachId))) {
    errors.coach = [invalidPk(coachId)];
  } else {
    const coach = coachActor(coachId, companyId);
    if (plan.habit_program !== null && !(await findUsableHabitProgram(db, coach, plan.habit_program)))
      errors.habit_program = [invalidPk(plan.habit_program)];
    if (plan.pulse_survey !== null && !(await findUsablePulseSurvey(db, coach, plan.pulse_survey)))
      errors.pulse_survey = [invalidPk(plan.pulse_survey)];
    const usable = await usableCourseIds(db, coach, plan.courses);
    const unusable = plan.courses.find((course) => !usable.has(course));
    if (unusable !== undefined) errors.courses = [invalidPk(unusable)];
  }
  if (plan.active && plan.price > 0 && !(await canSellPlans(ctx, db, companyId)))
    errors.price = [OFFERING_MESSAGES.paymentsNotConnected];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

const columnsOf = (plan: PlanFields) => ({
  title: plan.title,
  active: plan.active,
  coachId: plan.coach,
  habitProgramId: plan.habit_program,
  pulseSurveyId: plan.pulse_survey,
  price: plan.price,
  home: plan.home,
  allowDailyExercises: plan.allow_daily_exercises,
  allowSelfReflect: plan.allow_self_reflect,
  allowGoals: plan.allow_goals,
  allowProgress: plan.allow_progress,
  allowCourses: plan.allow_courses,
  allowJournal: plan.allow_journal,
  allowAssessments: plan.allow_assessments,
  allowMessaging: plan.allow_messaging,
});

const fieldsOf = (row: repo.OfferingWithDetails): PlanFields => ({
  title: row.title,
  active: row.active,
  coach: row.coachId,
  habit_program: row.habitProgramId,
  pulse_survey: row.pulseSurveyId,
  courses: row.courseIds,
  price: row.price,
  home: row.home as HomeFeature,
  allow_daily_exercises: row.allowDailyExercises,
  allow_self_reflect: row.allowSelfReflect,
  allow_goals: row.allowGoals,
  allow_progress: row.allowProgress,
  allow_courses: row.allowCourses,
  allow_journal: row.allowJournal,
  allow_assessments: row.allowAssessments,
  allow_messaging: row.allowMessaging,
});

async function present(ctx: AppContext, id: number): Promise<OwnerOffering> {
  return presentOwnerOffering((await repo.findOffering(ctx.db, id))!, linkOptions(ctx));
}

/** GET owners/offerings/ — the owner's company's plans, newest first. */
export async function listOfferings(ctx: AppContext, actor: Actor, window: PageWindow) {
  const companyId = ownedCompany(actor);
  const { rows, count } = await repo.listOfferings(ctx.db, companyId, window);
  return { count, results: rows.map((row) => presentOwnerOffering(row, linkOptions(ctx))) };
}

/** POST owners/offerings/ — a new plan of the owner's company (the "company" of the spec's create). */
export async function createOffering(
  ctx: AppContext,
  actor: Actor,
  input: CreateInput,
): Promise<OwnerOffering> {
  const companyId = ownedCompany(actor);
  await checkPlan(ctx, ctx.db, companyId, input);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertOffering(tx, {
      ...columnsOf(input),
      companyId,
      subDomainId: await repo.companySubDomainId(tx, companyId),
      promo: newPromo(),
    });
    await repo.replaceCourses(tx, created, input.courses);
    return created;
  });
  return present(ctx, id);
}

/** PATCH owners/offerings/{id}/ — changes a plan of the owner's company; the rule runs on the result. */
export async function updateOffering(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: PatchInput,
): Promise<OwnerOffering> {
  const existing = await repo.findOffering(ctx.db, id);
  answerAccess(offeringAccess(actor, existing), MESSAGES.noPermission);
  const merged: PlanFields = { ...fieldsOf(existing!), ...patch };
  const onlySwitchingOff = Object.keys(patch).every((key) => key === 'active') && patch.active === false;
  if (!onlySwitchingOff) await checkPlan(ctx, ctx.db, existing!.companyId, merged);
  await ctx.db.transaction(async (tx) => {
    await repo.updateOffering(tx, id, {
      ...columnsOf(merged),
      // A plan made before the company had a sub-domain gets it now.
      ...(existing!.subDomainId === null && {
        subDomainId: await repo.companySubDomainId(tx, existing!.companyId),
      }),
    });
    if (patch.courses) await repo.replaceCourses(tx, id, patch.courses);
  });
  return present(ctx, id);
}

/** GET owners/offering-choices/ — the company's coaches and what each may give clients. */
export async function getOfferingChoices(ctx: AppContext, actor: Actor): Promise<OfferingChoices> {
  const companyId = ownedCompany(actor);
  const coaches = await repo.companyCoaches(ctx.db, companyId);
  return {
    coaches: await Promise.all(
      coaches.map(async (coach) => {
        const as = coachActor(coach.id, companyId);
        const usable = await repo.usableChoices(ctx.db, {
          programs: habitProgramsUsableBy(as),
          surveys: pulseSurveysUsableBy(as),
          courses: coursesUsableBy(as),
        });
        return {
          id: coach.id,
          name: `${coach.firstName} ${coach.lastName}`.trim(),
          email: coach.email,
          ...usable,
        };
      }),
    ),
    can_sell: await canSellPlans(ctx, ctx.db, companyId),
  };
}

/** GET owners/offerings/{promo}/ — an active plan, for anyone with its code; else 404. */
export async function getPublicOffering(ctx: AppContext, promo: string): Promise<PublicOffering> {
  const row = await repo.findActiveByPromo(ctx.db, promo);
  if (!row) throw notFound();
  return presentPublicOffering(row, linkOptions(ctx));
}

/** What a client who signs up through a plan gets, and what it costs. */
export interface SellablePlan {
  id: number;
  title: string;
  companyId: number;
  coachId: number;
  habitProgramId: number | null;
  pulseSurveyId: number | null;
  price: number;
  home: HomeFeature;
  allowDailyExercises: boolean;
  allowSelfReflect: boolean;
  allowGoals: boolean;
  allowProgress: boolean;
  allowCourses: boolean;
  allowJournal: boolean;
  allowAssessments: boolean;
  allowMessaging: boolean;
  /** Empty: the coach's default (public) courses. */
  courseIds: number[];
}

/**
 * The plan a sign-up link names, when it can be signed up for: active, the promo matching, a
 * coach still there, and (for a price) a company that can be paid. Undefined otherwise, which
 * the sign-up answers with 'This subscription plan is no longer active.'. With `lock` (inside
 * the sign-up's transaction) the plan is share-locked so an edit waits for the sign-up.
 */
export async function findSellablePlan(
  ctx: AppContext,
  db: DbOrTx,
  id: number,
  promo: string,
  lock = false,
): Promise<SellablePlan | undefined> {
  const row = await repo.findActiveByIdAndPromo(db, id, promo, lock);
  if (!row || row.coachId === null) return undefined;
  if (row.price > 0 && !(await canSellPlans(ctx, db, row.companyId))) return undefined;
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    coachId: row.coachId,
    habitProgramId: row.habitProgramId,
    pulseSurveyId: row.pulseSurveyId,
    price: row.price,
    home: row.home as HomeFeature,
    allowDailyExercises: row.allowDailyExercises,
    allowSelfReflect: row.allowSelfReflect,
    allowGoals: row.allowGoals,
    allowProgress: row.allowProgress,
    allowCourses: row.allowCourses,
    allowJournal: row.allowJournal,
    allowAssessments: row.allowAssessments,
    allowMessaging: row.allowMessaging,
    courseIds: row.courseIds,
  };
}
