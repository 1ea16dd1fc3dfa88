import type { z } from 'zod';
import {
  HABIT_MESSAGES,
  type copyProgramSchema,
  type HabitProgram,
  type habitProgramPatchSchema,
  type habitProgramWriteSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, forbidden, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { findUsablePulseSurvey } from '../catalog';
import { habitProgramAccess, programInUse } from './habit-programs.policy';
import { answerAccess, type Access } from '../../lib/access';
import { presentHabitProgram } from './habit-programs.presenter';
import * as repo from './habit-programs.repo';

/*
 * Habit programs as coaches author them (coaches/habit-programs/). The rules:
 * - Every endpoint needs a coach licence (403 otherwise, before anything is looked up).
 * - A coach sees their own programs and their company's managed ones, never deleted ones; any
 *   other program answers 404 'Habit Program not found'.
 * - Only the owning coach changes a program (managed ones: 403 'Company-managed content is
 *   read-only.') or deletes it (403 'Only owners may delete Habit Programs').
 * - `pulse_survey` must be one the coach may use (their own or their company's managed ones);
 *   another answers the field error `Invalid pk "N" - object does not exist.`.
 * - Deleting is refused (409) while any client profile has the program, whoever coaches them
 *   and deactivated or not (reactivating would leave them without a program). It is soft: the
 *   program's areas and exercises stay so the tasks they gave keep their history. The program
 *   row is locked meanwhile, and whoever assigns a program locks it too (change_habit_program).
 * - Copying (allowed for managed programs too: that is how a coach gets one they can edit)
 *   makes a program owned by the caller with the same settings, the live areas of focus in
 *   their order, their live exercises and the exercises' resources (files shared by key), in one
 *   transaction. `move_clients` moves the caller's own clients on the original to the copy, their
 *   chosen areas becoming the copied ones.
 */

type ProgramWrite = z.output<typeof habitProgramWriteSchema>;
type ProgramPatch = z.output<typeof habitProgramPatchSchema>;
type CopyRequest = z.output<typeof copyProgramSchema>;

const programNotFound = () => notFound(HABIT_MESSAGES.programNotFound);

/**
 * Answers an access decision about a program or something of it: 404 (`notFoundError`) when
 * the actor may not see it, 403 read-only when they may only look.
 */
export function assertAccess(access: Access, notFoundError: () => AppError = () => notFound()): void {
  answerAccess(access, HABIT_MESSAGES.readOnly, notFoundError);
}

/** The habit programs the coach may use, by name, with their counts. */
export async function listHabitPrograms(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listHabitPrograms(ctx.db, actor, window);
  return { count, results: rows.map((row) => presentHabitProgram(actor, row)) };
}

/** One program the coach may see. */
export async function getHabitProgram(ctx: AppContext, actor: Actor, id: number): Promise<HabitProgram> {
  requireCoach(actor);
  const program = await repo.findHabitProgram(ctx.db, id);
  assertAccess(habitProgramAccess(actor, 'read', program), programNotFound);
  return presentHabitProgram(actor, program!);
}

/** Refuses a pulse survey the coach may not use, as a field error. */
async function checkPulseSurvey(ctx: AppContext, actor: Actor, id: number | null | undefined) {
  if (id == null) return;
  if (!(await findUsablePulseSurvey(ctx.db, actor, id))) throw fieldErrors({ pulse_survey: [invalidPk(id)] });
}

/** A new program owned by the coach (in their company). */
export async function createHabitProgram(ctx: AppContext, actor: Actor, input: ProgramWrite) {
  requireCoach(actor);
  await checkPulseSurvey(ctx, actor, input.pulse_survey);
  const row = await repo.insertHabitProgram(ctx.db, {
    name: input.name,
    dailyExercises: input.daily_exercises,
    assignAll: input.assign_all,
    maxNumberOfAllowedGroups: input.max_number_of_allowed_groups,
    pulseSurveyId: input.pulse_survey,
    ownerId: actor.userId,
    companyId: actor.companyId,
  });
  return getHabitProgram(ctx, actor, row.id);
}

/** Changes the given settings of a program the coach owns (PUT sends them all, PATCH some). */
export async function updateHabitProgram(ctx: AppContext, actor: Actor, id: number, input: ProgramPatch) {
  requireCoach(actor);
  const program = await repo.findHabitProgram(ctx.db, id);
  assertAccess(habitProgramAccess(actor, 'update', program), programNotFound);
  await checkPulseSurvey(ctx, actor, input.pulse_survey);
  await repo.updateHabitProgram(ctx.db, id, {
    name: input.name,
    dailyExercises: input.daily_exercises,
    assignAll: input.assign_all,
    maxNumberOfAllowedGroups: input.max_number_of_allowed_groups,
    pulseSurveyId: input.pulse_survey,
  });
  return getHabitProgram(ctx, actor, id);
}

/** Soft-deletes a program the coach owns, unless a client still has it (409). */
export async function deleteHabitProgram(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    const program = await repo.lockHabitProgram(tx, id, 'update');
    const access = habitProgramAccess(actor, 'delete', program);
    if (access === 'not_found') throw programNotFound();
    if (access === 'forbidden') throw forbidden(HABIT_MESSAGES.onlyOwnersDelete);
    if (programInUse(await repo.countClientsOn(tx, id)))
      throw new AppError(409, 'program_in_use', { detail: HABIT_MESSAGES.programInUse });
    await repo.softDeleteHabitProgram(tx, id);
  });
}

/** A deep copy of a program the coach may see, owned by the coach; optionally their clients move to it. */
export async function copyHabitProgram(ctx: AppContext, actor: Actor, id: number, input: CopyRequest) {
  requireCoach(actor);
  const copyId = await ctx.db.transaction(async (tx) => {
    // Shared: the original may not be deleted while it is being copied.
    const source = await repo.lockHabitProgram(tx, id, 'share');
    assertAccess(habitProgramAccess(actor, 'copy', source), programNotFound);
    const copy = await repo.insertHabitProgram(tx, {
      name: input.name,
      dailyExercises: source!.dailyExercises,
      assignAll: source!.assignAll,
      maxNumberOfAllowedGroups: source!.maxNumberOfAllowedGroups,
      pulseSurveyId: source!.pulseSurveyId,
      ownerId: actor.userId,
      companyId: actor.companyId,
    });
    const areaCopies = await repo.copyProgramContent(tx, id, copy.id);
    if (input.move_clients)
      await repo.moveClients(tx, {
        fromProgramId: id,
        toProgramId: copy.id,
        coachId: actor.userId,
        areaCopies,
      });
    return copy.id;
  });
  return getHabitProgram(ctx, actor, copyId);
}
