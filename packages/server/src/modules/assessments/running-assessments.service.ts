import type { z } from 'zod';
import {
  ASSESSMENT_MESSAGES,
  checkedCoachAssessmentSchema,
  type CoachAssessment,
  type createCoachAssessmentSchema,
  type updateCoachAssessmentSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk, notFound, parseFields, violatesUnique } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import * as repo from './assessments.repo';
import * as runningRepo from './running-assessments.repo';

/*
 * Running assessments (spec: coach-created assessment): a coach's public copy of an assessment,
 * with its link, the completion e-mail, the coach search on the results page, an optional code
 * and the call to action. Rules:
 * - the link is /assessments/{id}/{secret}: the id alone does not open it, so links cannot be
 *   guessed by counting;
 * - a code names one live running assessment (unique, any case), so a visitor's code needs no
 *   other context (GraphQL isTokenValid);
 * - the call to action may only be on with a real link (shared ctaNeedsRealLink), checked on the
 *   settings as they will be after a change, not only on the fields sent.
 */

export const publicPathOf = (running: { id: number; link: string }) =>
  `/assessments/${running.id}/${running.link}`;

type RunningListRow = Awaited<ReturnType<typeof runningRepo.listRunning>>['rows'][number];

function present(row: RunningListRow): CoachAssessment {
  const { running } = row;
  return {
    id: running.id,
    assessment: { id: row.assessment.id, name: row.assessment.name, num_of_questions: row.questions },
    link: publicPathOf(running),
    notify_on_completion: running.notifyOnCompletion,
    show_search: running.showSearch,
    promo_required: running.promoRequired,
    promo_code: running.promoCode ?? '',
    cta_enabled: running.ctaEnabled,
    cta_link: running.ctaLink,
    cta_link_text: running.ctaLinkText,
    cta_title: running.ctaTitle,
    cta_subtitle: running.ctaSubtitle,
    cta_img: running.ctaImg ?? '',
    results: row.results,
    created_at: running.createdAt.toISOString(),
  };
}

type Settings = z.output<typeof checkedCoachAssessmentSchema>;

const columnsOf = (settings: Partial<Settings>) => ({
  notifyOnCompletion: settings.notify_on_completion,
  showSearch: settings.show_search,
  promoRequired: settings.promo_required,
  // A code is kept only while one is asked for; an empty one is none.
  promoCode:
    settings.promo_code === undefined ? undefined : settings.promo_required ? settings.promo_code : null,
  ctaEnabled: settings.cta_enabled,
  ctaLink: settings.cta_link,
  ctaLinkText: settings.cta_link_text,
  ctaTitle: settings.cta_title,
  ctaSubtitle: settings.cta_subtitle,
  ctaImg: settings.cta_img === undefined ? undefined : settings.cta_img || null,
});

async function writeOrExplain<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, 'coach_assessments_promo_code_key'))
      throw fieldErrors({ promo_code: [ASSESSMENT_MESSAGES.promoCodeTaken] });
    throw error;
  }
}

async function presentOne(ctx: AppContext, coachId: number, id: number): Promise<CoachAssessment> {
  const { rows } = await runningRepo.listRunning(ctx.db, coachId, 1, 0, id);
  if (!rows[0]) throw notFound();
  return present(rows[0]);
}

/** GET coaches/created-assessments/ — newest first. */
export async function listRunning(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await runningRepo.listRunning(ctx.db, actor.userId, window.limit, window.offset);
  return { count, results: rows.map(present) };
}

/** POST coaches/created-assessments/ — any assessment the coach sees may run. */
export async function createRunning(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createCoachAssessmentSchema>,
): Promise<CoachAssessment> {
  requireCoach(actor);
  const assessment = await repo.findVisibleAssessment(ctx.db, actor, input.assessment);
  if (!assessment) throw fieldErrors({ assessment: [invalidPk(input.assessment)] });
  const row = await writeOrExplain(() =>
    runningRepo.insertRunning(ctx.db, {
      ...columnsOf(input),
      assessmentId: assessment.id,
      coachId: actor.userId,
    }),
  );
  return presentOne(ctx, actor.userId, row.id);
}

async function findOwnRunning(ctx: AppContext, actor: Actor, id: number) {
  requireCoach(actor);
  const found = await runningRepo.findRunning(ctx.db, id);
  if (!found || found.running.coachId !== actor.userId) throw notFound();
  return found;
}

/** PATCH coaches/created-assessments/{id}/ — the rules hold for the settings after the change. */
export async function updateRunning(
  ctx: AppContext,
  actor: Actor,
  id: number,
  changes: z.output<typeof updateCoachAssessmentSchema>,
): Promise<CoachAssessment> {
  const { running } = await findOwnRunning(ctx, actor, id);
  const merged = parseFields(checkedCoachAssessmentSchema, {
    notify_on_completion: running.notifyOnCompletion,
    show_search: running.showSearch,
    promo_required: running.promoRequired,
    promo_code: running.promoCode ?? '',
    cta_enabled: running.ctaEnabled,
    cta_link: running.ctaLink,
    cta_link_text: running.ctaLinkText,
    cta_title: running.ctaTitle,
    cta_subtitle: running.ctaSubtitle,
    cta_img: running.ctaImg ?? '',
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  });
  await writeOrExplain(() => runningRepo.updateRunning(ctx.db, id, columnsOf(merged)));
  return presentOne(ctx, actor.userId, id);
}

/** DELETE coaches/created-assessments/{id}/ — the link stops answering; results stay. */
export async function deleteRunning(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await findOwnRunning(ctx, actor, id);
  await runningRepo.updateRunning(ctx.db, id, { deleted: true });
}
