import type { z } from 'zod';
import {
  HABIT_MESSAGES,
  MESSAGES,
  normaliseDays,
  type TemplateExercise,
  type templateExercisePatchSchema,
  type templateExerciseQuerySchema,
  type templateExerciseWriteSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk, nonFieldError } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { areaAccess } from '../areas-of-focus';
import { findArea, programHasAreas } from '../areas-of-focus';
import { habitProgramAccess, type HabitProgramAction } from '../habit-programs';
import { findHabitProgram } from '../habit-programs';
import { assertAccess } from '../habit-programs';
import { isLessonUsableBy } from '../learning';
import { exerciseFileName, renderExercisePdf } from './exercise-print';
import { presentExercise, presentExercises } from './exercises.presenter';
import * as repo from './exercises.repo';

/*
 * The exercise library as coaches author it (coaches/template-exercises/). The rules:
 * - Every endpoint needs a coach licence (403).
 * - An exercise is seen with its area and program: both live, the program the coach's own or
 *   their company's managed one; otherwise 404. The list filters the same way (a program or
 *   area the coach may not see simply lists nothing), by title unless `ordering` says otherwise;
 *   `q` finds words in the title or the description.
 * - Only the program's owner creates, changes or deletes exercises; managed programs answer 403
 *   'Company-managed content is read-only.'.
 * - Creating needs an area (`themes: [areaId]`) of a program the coach owns; an area they may
 *   not see (or a deleted one) is the field error `Invalid pk "N" - object does not exist.`.
 *   Without an area, a request that names its program (`habit_program`) whose program has no
 *   area of focus yet answers non_field_errors 'Please create an Area of Focus before
 *   continuing'; otherwise `themes` is 'This field is required.'. Changing the area follows
 *   the same rule (any live area of a program the coach owns).
 * - `lesson`: a lesson of a course the coach may use (their own or their company's managed one,
 *   published or not); any other is the field error `Invalid pk "N" - object does not exist.`
 *   (null is fine and clears it).
 * - Deleting is soft: the exercise is never given again and its tasks keep their history; its
 *   resources stay with it.
 * - Printing answers a PDF of any exercise the coach may see.
 */

type ExerciseCreate = z.output<typeof templateExerciseWriteSchema>;
type ExercisePatch = z.output<typeof templateExercisePatchSchema>;
type ExerciseQuery = z.output<typeof templateExerciseQuerySchema>;

/** Loads a live exercise and answers 404/403 unless the coach may do `action` with it. */
export async function authorizeExercise(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: HabitProgramAction,
) {
  requireCoach(actor);
  const exercise = await repo.findExercise(ctx.db, id);
  const live = exercise && !exercise.deleted ? exercise : undefined;
  assertAccess(areaAccess(actor, action, live && { deleted: live.area.deleted, program: live.program }));
  return live!;
}

/** The exercises the coach may see, filtered, with their resources (one query for all of them). */
export async function listExercises(ctx: AppContext, actor: Actor, query: ExerciseQuery, window: PageWindow) {
  requireCoach(actor);
  const filter = {
    programId: query.themes__areas_of_focus,
    areaId: query.themes,
    q: query.q || undefined,
    ordering: query.ordering,
  };
  const { rows, count } = await repo.listExercises(ctx.db, actor, filter, window);
  const resources = await repo.resourcesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { count, results: presentExercises(actor, rows, resources) };
}

/** One exercise the coach may see. */
export async function getExercise(ctx: AppContext, actor: Actor, id: number): Promise<TemplateExercise> {
  const exercise = await authorizeExercise(ctx, actor, id, 'read');
  return presentExercise(actor, exercise, await repo.resourcesOf(ctx.db, [id]));
}

/** Refuses a lesson outside the courses the coach may use. */
async function checkLesson(ctx: AppContext, actor: Actor, lesson: number | null | undefined) {
  if (lesson != null && !(await isLessonUsableBy(ctx.db, actor, lesson)))
    throw fieldErrors({ lesson: [invalidPk(lesson)] });
}

/** The area an exercise goes in: a live area of a program the coach owns. */
async function writableArea(ctx: AppContext, actor: Actor, areaId: number) {
  const access = areaAccess(actor, 'update', await findArea(ctx.db, areaId));
  if (access === 'not_found') throw fieldErrors({ themes: [invalidPk(areaId)] });
  if (access === 'forbidden') throw forbidden(HABIT_MESSAGES.readOnly);
}

/** Why a create without an area is refused: the named program has no area yet, or the field is missing. */
async function missingArea(ctx: AppContext, actor: Actor, programId: number | undefined) {
  if (programId !== undefined) {
    const access = habitProgramAccess(actor, 'update', await findHabitProgram(ctx.db, programId));
    if (access === 'not_found') return fieldErrors({ habit_program: [invalidPk(programId)] });
    if (access === 'forbidden') return forbidden(HABIT_MESSAGES.readOnly);
    if (!(await programHasAreas(ctx.db, programId))) return nonFieldError(HABIT_MESSAGES.createAreaFirst);
  }
  return fieldErrors({ themes: [MESSAGES.required] });
}

/** A new exercise in an area of a program the coach owns. */
export async function createExercise(ctx: AppContext, actor: Actor, input: ExerciseCreate) {
  requireCoach(actor);
  await checkLesson(ctx, actor, input.lesson);
  const areaId = input.themes[0];
  if (areaId === undefined) throw await missingArea(ctx, actor, input.habit_program);
  await writableArea(ctx, actor, areaId);
  const row = await repo.insertExercise(ctx.db, {
    areaId,
    shortDescription: input.short_description,
    description: input.description,
    how: input.how,
    why: input.why,
    lessonId: input.lesson,
    buffer: input.buffer,
    availableFor: input.available_for,
    always: input.always,
    onlyOn: normaliseDays(input.only_on),
    active: input.active,
  });
  return getExercise(ctx, actor, row.id);
}

/** Changes the given fields of an exercise of a program the coach owns. */
export async function updateExercise(ctx: AppContext, actor: Actor, id: number, input: ExercisePatch) {
  await authorizeExercise(ctx, actor, id, 'update');
  await checkLesson(ctx, actor, input.lesson);
  const areaId = input.themes?.[0];
  if (areaId !== undefined) await writableArea(ctx, actor, areaId);
  await repo.updateExercise(ctx.db, id, {
    areaId,
    shortDescription: input.short_description,
    description: input.description,
    how: input.how,
    why: input.why,
    lessonId: input.lesson,
    buffer: input.buffer,
    availableFor: input.available_for,
    always: input.always,
    onlyOn: input.only_on && normaliseDays(input.only_on),
    active: input.active,
  });
  return getExercise(ctx, actor, id);
}

/** Soft-deletes an exercise of a program the coach owns. */
export async function deleteExercise(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await authorizeExercise(ctx, actor, id, 'update');
  await repo.softDeleteExercise(ctx.db, id);
}

/** The printable PDF of an exercise the coach may see, with the name to download it under. */
export async function printExercise(ctx: AppContext, actor: Actor, id: number) {
  const exercise = await getExercise(ctx, actor, id);
  return { fileName: exerciseFileName(exercise.short_description), pdf: await renderExercisePdf(exercise) };
}
