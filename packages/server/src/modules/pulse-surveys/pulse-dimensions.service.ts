import type { z } from 'zod';
import type { PulseDimension, pulseDimensionPatchSchema, pulseDimensionWriteSchema } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { pulseSurveyAccess, type PulseSurveyAction } from './pulse-surveys.policy';
import { presentDimension } from './pulse-surveys.presenter';
import { assertSurveyAccess, readableSurvey, surveyToWrite } from './pulse-surveys.service';
import * as repo from './pulse-dimensions.repo';

/*
 * Dimensions ("graphs") as coaches author them (coaches/pulse-dimensions/). The rules:
 * - Access is that of the dimension's survey (pulse-surveys.service): read for the coach's own,
 *   managed and default surveys, write for their own only (403 otherwise), 404 beyond that.
 * - Listing needs `pulse_survey`, a survey the coach may read (else 404), oldest first.
 * - Creating names the survey as `pulse_survey: [id]`; one the coach may not see is the field
 *   error `Invalid pk "N" - object does not exist.`. A dimension stays in its survey.
 * - Deleting is for good; its statements stay, without a dimension.
 */

type DimensionWrite = z.output<typeof pulseDimensionWriteSchema>;
type DimensionPatch = z.output<typeof pulseDimensionPatchSchema>;

/** Loads a dimension and answers 404/403 unless the coach may do `action` with its survey. */
async function authorizeDimension(ctx: AppContext, actor: Actor, id: number, action: PulseSurveyAction) {
  requireCoach(actor);
  const dimension = await repo.findDimension(ctx.db, id);
  assertSurveyAccess(pulseSurveyAccess(actor, action, dimension?.survey));
  return dimension!;
}

/** A survey's dimensions, oldest first. */
export async function listDimensions(ctx: AppContext, actor: Actor, surveyId: number, window: PageWindow) {
  const survey = await readableSurvey(ctx, actor, surveyId);
  const { rows, count } = await repo.listDimensions(ctx.db, surveyId, window);
  return { count, results: rows.map((row) => presentDimension(actor, row, survey)) };
}

/** One dimension of a survey the coach may see. */
export async function getDimension(ctx: AppContext, actor: Actor, id: number): Promise<PulseDimension> {
  const dimension = await authorizeDimension(ctx, actor, id, 'read');
  return presentDimension(actor, dimension, dimension.survey);
}

/** A new dimension of a survey the coach owns. */
export async function createDimension(ctx: AppContext, actor: Actor, input: DimensionWrite) {
  const surveyId = input.pulse_survey[0]!;
  await surveyToWrite(ctx, actor, surveyId, 'pulse_survey');
  const row = await repo.insertDimension(ctx.db, {
    surveyId,
    name: input.name,
    graph: input.graph,
    graphColor: input.graph_color,
  });
  return getDimension(ctx, actor, row.id);
}

/** Renames, recolours or (un)draws a dimension of a survey the coach owns. */
export async function updateDimension(ctx: AppContext, actor: Actor, id: number, input: DimensionPatch) {
  await authorizeDimension(ctx, actor, id, 'update');
  await repo.updateDimension(ctx.db, id, {
    name: input.name,
    graph: input.graph,
    graphColor: input.graph_color,
  });
  return getDimension(ctx, actor, id);
}

/** Deletes a dimension of a survey the coach owns; its statements lose their dimension. */
export async function deleteDimension(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await authorizeDimension(ctx, actor, id, 'update');
  await repo.deleteDimension(ctx.db, id);
}
