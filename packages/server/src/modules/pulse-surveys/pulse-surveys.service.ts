import type { z } from 'zod';
import {
  PULSE_MESSAGES,
  type PulseSurvey,
  type pulseSurveyCreateSchema,
  type pulseSurveyPatchSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { answerAccess, type Access } from '../../lib/access';
import { pulseSurveyAccess, surveyInUse, type PulseSurveyFacts } from './pulse-surveys.policy';
import { presentPulseSurvey } from './pulse-surveys.presenter';
import * as repo from './pulse-surveys.repo';

/*
 * Pulse surveys as coaches author them (coaches/pulse-surveys/; decision 007). The rules:
 * - Every endpoint needs a coach licence (403 otherwise, before anything is looked up).
 * - A coach sees (lists, opens, assigns) their own surveys, their company's managed ones and the
 *   platform's default survey, never deleted ones; anything else answers 404.
 * - Only the owning coach changes a survey or what hangs off it (dimensions, statements):
 *   managed and default ones answer 403 'You do not have the correct rights to update this
 *   Pulse Survey.'.
 * - Deleting answers 404 'You do not have the correct rights to delete this Pulse Survey' for
 *   any survey but the caller's own (the spec maps a refused delete to a 404 with that text).
 *   It is refused (400, the spec's text) while a live habit program, anyone's, gives the survey.
 *   Otherwise, in one transaction with the survey row locked: it is soft-deleted (past
 *   reflections keep it), client profiles that had it lose it (and self reflection, unless the
 *   reflection is their home page) and pending invitations drop it.
 */

type SurveyCreate = z.output<typeof pulseSurveyCreateSchema>;
type SurveyPatch = z.output<typeof pulseSurveyPatchSchema>;

/**
 * Answers an access decision about a survey or something of it: 404 (`notFoundError`) when the
 * actor may not see it, 403 with the spec's text when they may only read it.
 */
export function assertSurveyAccess(access: Access, notFoundError: () => AppError = () => notFound()): void {
  answerAccess(access, PULSE_MESSAGES.saveNoRights, notFoundError);
}

/** The facts of a survey the coach may read (404 otherwise): what a list of its dimensions or statements needs. */
export async function readableSurvey(
  ctx: AppContext,
  actor: Actor,
  surveyId: number,
): Promise<PulseSurveyFacts> {
  requireCoach(actor);
  const survey = await repo.findPulseSurveyRow(ctx.db, surveyId);
  assertSurveyAccess(pulseSurveyAccess(actor, 'read', survey));
  return survey!;
}

/**
 * The facts of a survey named in a request body that the coach adds content to: one they may
 * not see is a field error on `field` (DRF's unknown pk), a read-only one 403.
 */
export async function surveyToWrite(
  ctx: AppContext,
  actor: Actor,
  surveyId: number,
  field: string,
): Promise<PulseSurveyFacts> {
  requireCoach(actor);
  const survey = await repo.findPulseSurveyRow(ctx.db, surveyId);
  assertSurveyAccess(pulseSurveyAccess(actor, 'update', survey), () =>
    fieldErrors({ [field]: [invalidPk(surveyId)] }),
  );
  return survey!;
}

/** The surveys the coach may use, by name, with their counts. */
export async function listPulseSurveys(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listPulseSurveys(ctx.db, actor, window);
  return { count, results: rows.map((row) => presentPulseSurvey(actor, row)) };
}

/** One survey the coach may see. */
export async function getPulseSurvey(ctx: AppContext, actor: Actor, id: number): Promise<PulseSurvey> {
  requireCoach(actor);
  const survey = await repo.findPulseSurvey(ctx.db, actor, id);
  assertSurveyAccess(pulseSurveyAccess(actor, 'read', survey));
  return presentPulseSurvey(actor, survey!);
}

/** A new survey owned by the coach (in their company), without dimensions or statements yet. */
export async function createPulseSurvey(ctx: AppContext, actor: Actor, input: SurveyCreate) {
  requireCoach(actor);
  const row = await repo.insertPulseSurvey(ctx.db, {
    name: input.name,
    openEndedQuestion: input.open_ended_question,
    dailyNumQuestions: input.daily_num_questions,
    private: input.private,
    ownerId: actor.userId,
    companyId: actor.companyId,
  });
  return getPulseSurvey(ctx, actor, row.id);
}

/** Changes the given settings of a survey the coach owns. */
export async function updatePulseSurvey(ctx: AppContext, actor: Actor, id: number, input: SurveyPatch) {
  requireCoach(actor);
  assertSurveyAccess(pulseSurveyAccess(actor, 'update', await repo.findPulseSurveyRow(ctx.db, id)));
  await repo.updatePulseSurvey(ctx.db, id, {
    name: input.name,
    openEndedQuestion: input.open_ended_question,
    dailyNumQuestions: input.daily_num_questions,
    private: input.private,
  });
  return getPulseSurvey(ctx, actor, id);
}

/** Soft-deletes a survey the coach owns and unassigns it, unless a live habit program gives it (400). */
export async function deletePulseSurvey(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    const survey = await repo.lockPulseSurvey(tx, id);
    if (pulseSurveyAccess(actor, 'delete', survey) !== 'allowed')
      throw notFound(PULSE_MESSAGES.deleteNoRights);
    if (surveyInUse(await repo.countLiveProgramsUsing(tx, id)))
      throw new AppError(400, 'survey_in_use', { detail: PULSE_MESSAGES.deleteInUse });
    await repo.softDeletePulseSurvey(tx, id);
  });
}
