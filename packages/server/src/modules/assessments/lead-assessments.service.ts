import type { z } from 'zod';
import {
  ASSESSMENT_MESSAGES,
  answersCoverQuestions,
  FREE_ASSESSMENT_ID,
  monthlyLeadResultsLimit,
  leadUserInfoSchema,
  type AssessmentBreakDown,
  type createLeadAssessmentSchema,
  type LeadAssessment,
  type PublicCoachAssessment,
  type SearchableCoach,
  type TakeableAssessment,
} from '@tandem/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { renderAssessmentResultEmail } from '../../emails/assessment-result';
import { loadCompanyBrand } from '../../lib/company-brand';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, notFound, parseFields, tooManyRequests } from '../../lib/errors';
import { countHit } from '../../lib/rate-limit';
import { presentTakeable } from './assessments.presenter';
import * as repo from './assessments.repo';
import { breakDownOf, nameOf, type Found } from './assessments.service';
import { coachEntitlementsOf } from '../entitlements';
import * as runningRepo from './running-assessments.repo';

/*
 * The public lead funnel (client side sections 2-5, 7): a visitor, or a signed-in user, takes a
 * running assessment through its link (or the free assessment, id 64, with no coach), leaves a
 * name and e-mail, sees the results by their uuid and may share them with a listed coach.
 * Rules:
 * - a running assessment answers only with its id and its link secret; a deleted one, or one
 *   whose assessment was deleted, answers 404 ("no longer active");
 * - a code, when asked for, must be the running assessment's (any case); a wrong one is refused
 *   with the spec's "no longer valid" message;
 * - a coach on the free plan gets FREE_PLAN_MONTHLY_ASSESSMENTS visitors' results a calendar
 *   month (UTC), on Professional 100 (monthlyLeadResultsLimit): the link then answers 403 with a clear message before anyone starts, and a save
 *   that would pass the allowance is refused (counted under a per-coach lock, so two visitors
 *   finishing at once cannot both take the last one);
 * - a signed-in taker is known by their session (a client sees the result in their own list
 *   too); a visitor's first name, last name and e-mail are required after trimming;
 * - the uuid is the result's only key for anyone but the coach; results sent by a coach to a
 *   client never answer here;
 * - sharing is allowed when the running assessment shows the coach search (the free assessment
 *   always does), only with a coach who chose to be listed, once per coach;
 * - every public call is rate-limited per IP address (REST and GraphQL alike).
 */

export const PUBLIC_LIMITS = {
  save: { perWindow: 30, windowSeconds: 60 * 60 },
  token: { perWindow: 20, windowSeconds: 15 * 60 },
  search: { perWindow: 60, windowSeconds: 15 * 60 },
  share: { perWindow: 20, windowSeconds: 15 * 60 },
} as const;

export async function limitPublicCall(ctx: AppContext, kind: keyof typeof PUBLIC_LIMITS, ip: string) {
  const limit = PUBLIC_LIMITS[kind];
  const hits = await countHit(ctx.db, `assessments:${kind}:ip:${ip}`, limit.windowSeconds);
  if (hits.count > limit.perWindow)
    throw tooManyRequests('Too many requests. Please wait a few minutes and try again.', hits.retryAfter);
}

const noLongerActive = () => notFound(ASSESSMENT_MESSAGES.loadFailed);
const monthlyLimitReached = () =>
  new AppError(403, 'monthly_limit', {
    detail: ASSESSMENT_MESSAGES.monthlyLimitReached,
    code: 'monthly_limit',
  });

async function takeable(db: DbOrTx, assessment: Parameters<typeof presentTakeable>[0]) {
  const attributes = await repo.attributesOf(db, [assessment.id]);
  return presentTakeable(assessment, attributes.get(assessment.id) ?? []);
}

/** GET assessments/{id}/ — only the free assessment is open to anyone without a link. */
export async function getFreeAssessment(ctx: AppContext, id: number): Promise<TakeableAssessment> {
  const assessment = id === FREE_ASSESSMENT_ID ? await repo.findAssessment(ctx.db, id) : undefined;
  if (!assessment || assessment.deleted) throw noLongerActive();
  return takeable(ctx.db, assessment);
}

type Running = NonNullable<Awaited<ReturnType<typeof runningRepo.findRunning>>>;

/**
 * Visitors' results a month the coach's plan in force allows (monthlyLeadResultsLimit): a priced
 * package that lapsed or was canceled counts as the free plan (rules/entitlements.ts).
 */
async function leadResultsLimitOf(db: DbOrTx, running: Running): Promise<number | null> {
  const entitlements = await coachEntitlementsOf(db, running.running.coachId);
  return monthlyLeadResultsLimit(entitlements?.planInForce ?? running.coachPlan);
}

/** Whether the coach's plan has no visitors' results left this month. */
async function overAllowance(db: DbOrTx, running: Running): Promise<boolean> {
  const limit = await leadResultsLimitOf(db, running);
  return limit !== null && (await runningRepo.leadResultsThisMonth(db, running.running.coachId)) >= limit;
}

async function findOpenRunning(db: DbOrTx, id: number, link: string | null | undefined, lock = false) {
  const found = await runningRepo.findRunning(db, id, { lock });
  if (!found || found.running.link !== link) throw noLongerActive();
  return found;
}

/** GET coach-assessments/{id}/{link}/ (spec: CoachAssessment). */
export async function getPublicRunning(
  ctx: AppContext,
  id: number,
  link: string,
): Promise<PublicCoachAssessment> {
  const found = await findOpenRunning(ctx.db, id, link);
  if (await overAllowance(ctx.db, found)) throw monthlyLimitReached();
  return {
    id: found.running.id,
    assessment: await takeable(ctx.db, found.assessment),
    promo_required: found.running.promoRequired,
  };
}

/** GraphQL isTokenValid: whether a code opens a live running assessment. */
export async function isTokenValid(ctx: AppContext, ip: string, token: string): Promise<boolean> {
  await limitPublicCall(ctx, 'token', ip);
  const code = token.trim();
  if (!code || code.length > 64) return false;
  return Boolean(await runningRepo.findByPromoCode(ctx.db, code));
}

/** POST lead-assessments/ — saves a finished public survey and returns its uuid (limited per IP by the route). */
export async function createLeadAssessment(
  ctx: AppContext,
  actor: Actor | null,
  input: z.output<typeof createLeadAssessmentSchema>,
): Promise<{ uuid: string }> {
  const taker = actor
    ? { userId: actor.userId, firstName: '', lastName: '', email: '' }
    : { userId: null, ...toTaker(parseFields(leadUserInfoSchema, input)) };
  const saved = await ctx.db.transaction(async (tx) => {
    let running: Running | undefined;
    if (input.coach_assessment) {
      running = await findOpenRunning(tx, input.coach_assessment, input.link, true);
      if (running.assessment.id !== input.assessment) throw noLongerActive();
      checkCode(running, input.code);
      if ((await leadResultsLimitOf(tx, running)) !== null) {
        // One visitor at a time per limited coach, so the count cannot be passed by a race.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(4120017, ${running.running.coachId})`);
        if (await overAllowance(tx, running)) throw monthlyLimitReached();
      }
    } else if (input.assessment !== FREE_ASSESSMENT_ID) {
      throw noLongerActive();
    }
    const assessment = running?.assessment ?? (await repo.findAssessment(tx, input.assessment));
    if (!assessment || assessment.deleted) throw noLongerActive();
    if (!answersCoverQuestions(await repo.questionIdsOf(tx, assessment.id), input.answers))
      throw fieldErrors({ answers: [ASSESSMENT_MESSAGES.answersIncomplete] });
    const taken = await repo.insertCompletedTaken(
      tx,
      {
        assessmentId: assessment.id,
        coachAssessmentId: running?.running.id ?? null,
        coachId: running?.running.coachId ?? null,
        lead: true,
        ...taker,
      },
      input.answers,
    );
    if (running?.running.notifyOnCompletion) {
      const found = await repo.findTaken(tx, { id: taken.id });
      await tellCoach(ctx, tx, running.running.coachId, found!, 'completed');
    }
    return { uuid: taken.uuid };
  });
  // The coach's completion mail, if any, leaves after commit.
  void ctx.mailer.deliver();
  return saved;
}

const toTaker = (info: z.output<typeof leadUserInfoSchema>) => ({
  firstName: info.first_name,
  lastName: info.last_name,
  email: info.email,
});

function checkCode(running: Running, code: string | null | undefined) {
  if (!running.running.promoRequired) return;
  if (!code?.trim()) throw fieldErrors({ code: [ASSESSMENT_MESSAGES.codeRequired] });
  if (code.trim().toLowerCase() !== (running.running.promoCode ?? '').toLowerCase())
    throw fieldErrors({ code: [ASSESSMENT_MESSAGES.tokenInvalid] });
}

async function tellCoach(
  ctx: AppContext,
  tx: DbOrTx,
  coachId: number,
  found: Found,
  why: 'completed' | 'shared',
) {
  const coach = await runningRepo.findCoachContact(tx, coachId);
  if (!coach) return;
  const branding = await loadCompanyBrand(tx, coach.companyId, ctx.config);
  const email = renderAssessmentResultEmail({
    branding,
    coachFirstName: coach.firstName,
    takerName: nameOf(found) || found.userEmail || found.taken.email,
    assessmentName: found.assessment.name,
    why,
    link: `${branding.siteUrl}/coach/assessments/${found.taken.id}`,
  });
  await ctx.mailer.queue(tx, {
    to: [coach.email],
    ...email,
    meta: { kind: `assessment_${why}`, userId: coach.id, takenAssessmentId: found.taken.id },
  });
}

/** A result taken on a public page, by its uuid; anything else is 404. */
async function loadLead(db: DbOrTx, uuid: string): Promise<Found> {
  const found = await repo.findTaken(db, { uuid });
  if (!found?.taken.completedAt || !found.taken.lead) throw notFound();
  return found;
}

/** A public result and the running assessment it came through (still live), if any. */
async function loadLeadWithLink(db: DbOrTx, uuid: string) {
  const found = await loadLead(db, uuid);
  const running = found.taken.coachAssessmentId
    ? await runningRepo.findRunning(db, found.taken.coachAssessmentId)
    : undefined;
  return { found, running };
}

/** GET lead-assessments/{uuid}/ — the results page's frame, with the call to action. */
export async function getLeadAssessment(ctx: AppContext, uuid: string): Promise<LeadAssessment> {
  const { found, running } = await loadLeadWithLink(ctx.db, uuid);
  const cta = running?.running;
  return {
    uuid: found.taken.uuid,
    assessment: { id: found.assessment.id, name: found.assessment.name },
    full_name: nameOf(found),
    created_at: found.taken.createdAt.toISOString(),
    show_search: sharable(found, running),
    cta_enabled: cta?.ctaEnabled ?? false,
    cta_link: cta?.ctaLink ?? '',
    cta_link_text: cta?.ctaLinkText ?? '',
    cta_title: cta?.ctaTitle ?? '',
    cta_subtitle: cta?.ctaSubtitle ?? '',
    cta_img: cta?.ctaImg ?? '',
    refer_consultation: found.assessment.id === FREE_ASSESSMENT_ID,
  };
}

/** The free assessment (no coach) always offers the coach search; a link, when its coach chose it. */
const sharable = (found: Found, running: Running | undefined) =>
  found.taken.coachAssessmentId === null
    ? found.assessment.id === FREE_ASSESSMENT_ID
    : Boolean(running?.running.showSearch);

/** GET lead-assessments/{uuid}/break_down/ */
export async function leadBreakDown(ctx: AppContext, uuid: string): Promise<AssessmentBreakDown> {
  return breakDownOf(ctx, await loadLead(ctx.db, uuid));
}

/** GraphQL searchableCoaches: listed coaches by name or e-mail (two characters at least). */
export async function searchCoaches(ctx: AppContext, ip: string, search: string): Promise<SearchableCoach[]> {
  await limitPublicCall(ctx, 'search', ip);
  const text = search.trim();
  if (text.length < 2 || text.length > 100) return [];
  return runningRepo.searchListedCoaches(ctx.db, text, 20);
}

/** GraphQL grantAssessmentAccessMutation: shares a public result with a listed coach. */
export async function shareWithCoach(
  ctx: AppContext,
  ip: string,
  input: { email: string; leadAssessment: string },
): Promise<{ id: number }> {
  await limitPublicCall(ctx, 'share', ip);
  const { found, running } = await loadLeadWithLink(ctx.db, input.leadAssessment);
  if (!sharable(found, running)) throw fieldErrors({ leadAssessment: [ASSESSMENT_MESSAGES.shareNotAllowed] });
  const coach = await runningRepo.findListedCoach(ctx.db, input.email.trim().toLowerCase());
  if (!coach) throw fieldErrors({ email: [ASSESSMENT_MESSAGES.coachNotFound] });
  const grant = await ctx.db.transaction(async (tx) => {
    const granted = await runningRepo.grantAccess(tx, found.taken.id, coach.id);
    if (granted.created && coach.id !== found.taken.coachId)
      await tellCoach(ctx, tx, coach.id, found, 'shared');
    return granted;
  });
  // The coach's mail leaves after commit.
  void ctx.mailer.deliver();
  return { id: grant.id };
}
