import type { z } from 'zod';
import type { PulseQuestion, pulseQuestionPatchSchema, pulseQuestionWriteSchema } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { pulseSurveyAccess, type PulseSurveyAction } from './pulse-surveys.policy';
import { presentConstruct, presentQuestion } from './pulse-surveys.presenter';
import { assertSurveyAccess, readableSurvey, surveyToWrite } from './pulse-surveys.service';
import { isDimensionOf } from './pulse-dimensions.repo';
import * as repo from './pulse-questions.repo';

/*
 * Statements ("questions") and their construct labels as coaches author them
 * (coaches/pulse-questions/, coaches/pulse-constructs/). The rules:
 * - Access is that of the statement's survey (pulse-surveys.service): read for the coach's own,
 *   managed and default surveys, write for their own only (403 otherwise), 404 beyond that. A
 *   deleted statement is gone (404).
 * - Listing needs the survey (`construct__pulse_survey`, the spec's name), one the coach may read
 *   (else 404): its live statements, oldest first, which is the survey's order.
 * - Creating names the survey (`pulse_survey`; one the coach may not see is the field error
 *   `Invalid pk "N" - object does not exist.`). A statement stays in its survey; its dimension,
 *   if any, must be one of that survey's (else the same field error on `dimension`).
 * - Deleting is soft: past reflections keep the statement, and its answers their dimension.
 * - Constructs are the distinct non-blank labels of the survey's live statements, by name.
 */

type QuestionWrite = z.output<typeof pulseQuestionWriteSchema>;
type QuestionPatch = z.output<typeof pulseQuestionPatchSchema>;

/** Loads a live statement and answers 404/403 unless the coach may do `action` with its survey. */
async function authorizeQuestion(ctx: AppContext, actor: Actor, id: number, action: PulseSurveyAction) {
  requireCoach(actor);
  const found = await repo.findQuestion(ctx.db, id);
  const live = found && !found.deleted ? found : undefined;
  assertSurveyAccess(pulseSurveyAccess(actor, action, live?.survey));
  return live!;
}

/** Refuses a dimension of another survey (or none at all), as a field error. */
async function checkDimension(ctx: AppContext, surveyId: number, dimensionId: number | null | undefined) {
  if (dimensionId == null) return;
  if (!(await isDimensionOf(ctx.db, dimensionId, surveyId)))
    throw fieldErrors({ dimension: [invalidPk(dimensionId)] });
}

/** A survey's live statements, oldest first. */
export async function listQuestions(ctx: AppContext, actor: Actor, surveyId: number, window: PageWindow) {
  const survey = await readableSurvey(ctx, actor, surveyId);
  const { rows, count } = await repo.listQuestions(ctx.db, surveyId, window);
  return { count, results: rows.map((row) => presentQuestion(actor, row, survey)) };
}

/** One live statement of a survey the coach may see. */
export async function getQuestion(ctx: AppContext, actor: Actor, id: number): Promise<PulseQuestion> {
  const question = await authorizeQuestion(ctx, actor, id, 'read');
  return presentQuestion(actor, question, question.survey);
}

/** A new statement of a survey the coach owns. */
export async function createQuestion(ctx: AppContext, actor: Actor, input: QuestionWrite) {
  await surveyToWrite(ctx, actor, input.pulse_survey, 'pulse_survey');
  await checkDimension(ctx, input.pulse_survey, input.dimension);
  const row = await repo.insertQuestion(ctx.db, {
    surveyId: input.pulse_survey,
    question: input.question,
    always: input.always,
    construct: input.construct,
    dimensionId: input.dimension,
  });
  return getQuestion(ctx, actor, row.id);
}

/** Changes the given fields of a statement of a survey the coach owns. */
export async function updateQuestion(ctx: AppContext, actor: Actor, id: number, input: QuestionPatch) {
  const question = await authorizeQuestion(ctx, actor, id, 'update');
  await checkDimension(ctx, question.surveyId, input.dimension);
  await repo.updateQuestion(ctx.db, id, {
    question: input.question,
    always: input.always,
    construct: input.construct,
    dimensionId: input.dimension,
  });
  return getQuestion(ctx, actor, id);
}

/** Soft-deletes a statement of a survey the coach owns. */
export async function deleteQuestion(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await authorizeQuestion(ctx, actor, id, 'update');
  await repo.softDeleteQuestion(ctx.db, id);
}

/** The construct labels of a survey's live statements, by name, with counts. */
export async function listConstructs(ctx: AppContext, actor: Actor, surveyId: number, window: PageWindow) {
  await readableSurvey(ctx, actor, surveyId);
  const { rows, count } = await repo.listConstructs(ctx.db, surveyId, window);
  return { count, results: rows.map(presentConstruct) };
}
