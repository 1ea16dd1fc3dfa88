import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  HABIT_MESSAGES,
  type areaChoiceSchema,
  type areaChoicesSchema,
  type ClientAreaOfFocus,
  type ClientHabitProgram,
} from '@tandem/shared';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, nonFieldError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { findHabitProgram } from '../habit-programs';
import { generateTodayAfterAreasChosen } from '../tasks';
import { choosesAreas, isOwnProgram, isSlotOf, type AreaChoiceProgram } from './areas-of-focus.policy';
import { presentClientArea, presentClientProgram } from './areas-of-focus.presenter';
import * as repo from './areas-of-focus.repo';

/*
 * The client's own habit program and areas of focus (clients/habit-programs/,
 * clients/area-of-growths/ and clients/area-of-growth/). The rules:
 * - A client sees only the program on their own profile; any other program id answers 404.
 *   Without a profile or a program the `assigned` list is empty.
 * - The areas to pick are the live areas of their program, in order. `public` does not hide an
 *   area from them (exercise generation ignores it too).
 * - Chosen areas count only while they are live areas of the client's current program: choices
 *   made under an earlier program, or of areas deleted since, are not shown and are cleared the
 *   next time the client chooses.
 * - Choosing is refused (non_field_errors) without a program, and when the program assigns
 *   every area (NOTHING_TO_CHOOSE).
 * - POST {theme, ordering} puts one area in one slot: the slot is 0-based and below the
 *   program's maximum (field error on `ordering`); the area must be a live area of the client's
 *   program (`theme`: areaNotInProgram); an area already in another slot is a duplicate
 *   (`theme`: duplicateAreas). The slot's previous area is replaced.
 * - PUT {areas} sets all of them at once: exactly the program's maximum (`areas`: pickAllAreas),
 *   all of the client's program, no repeats; the previous choice is replaced.
 * - Changes to one client's choice are serialised by locking their profile row.
 * - A client whose day was already handled without exercises (no areas yet) gets today's
 *   exercises as soon as they choose (generateTodayAfterAreasChosen).
 */

type AreaChoice = z.output<typeof areaChoiceSchema>;
type AreaChoices = z.output<typeof areaChoicesSchema>;

export const NO_HABIT_PROGRAM = 'You do not have a habit program yet.';
export const NOTHING_TO_CHOOSE =
  'Your habit program includes every area of focus, so there are none to choose.';
/** DRF's wording for a number above its maximum. */
export const slotTooHigh = (max: number) => `Ensure this value is less than or equal to ${max - 1}.`;

/** The caller's own program as a page of zero or one (GET clients/habit-programs/?assigned=true). */
export async function listOwnProgram(ctx: AppContext, actor: Actor) {
  const program = await repo.findClientProgram(ctx.db, actor.userId);
  const results: ClientHabitProgram[] = program ? [presentClientProgram(program)] : [];
  return { count: results.length, results };
}

/** The caller's own program by id; any other is 404. */
export async function getOwnProgram(ctx: AppContext, actor: Actor, id: number): Promise<ClientHabitProgram> {
  const program = await repo.findClientProgram(ctx.db, actor.userId);
  if (!program || !isOwnProgram(program.id, id)) throw notFound(HABIT_MESSAGES.programNotFound);
  return presentClientProgram(program);
}

/** The live areas of the caller's program (`programId` must be it), in order. */
export async function listOwnProgramAreas(
  ctx: AppContext,
  actor: Actor,
  programId: number | undefined,
  window: PageWindow,
) {
  const program = await repo.findClientProgram(ctx.db, actor.userId);
  if (programId !== undefined && !isOwnProgram(program?.id, programId))
    throw notFound(HABIT_MESSAGES.programNotFound);
  if (!program) return { count: 0, results: [] };
  const { rows, count } = await repo.listProgramAreas(ctx.db, program.id, window);
  return { count, results: rows.map(presentClientArea) };
}

/** The caller's chosen areas, in order. */
export async function listChosenAreas(ctx: AppContext, actor: Actor): Promise<ClientAreaOfFocus[]> {
  return (await repo.chosenAreas(ctx.db, actor.userId)).map(presentClientArea);
}

/** Runs a change to the caller's choice with their profile locked and their program loaded. */
async function changeChoice(
  ctx: AppContext,
  actor: Actor,
  change: (tx: Tx, program: AreaChoiceProgram & { id: number }) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    const programId = await repo.lockClientProfile(tx, actor.userId);
    const program = programId == null ? undefined : await findHabitProgram(tx, programId);
    if (!program) throw nonFieldError(NO_HABIT_PROGRAM);
    if (!choosesAreas(program)) throw nonFieldError(NOTHING_TO_CHOOSE);
    await change(tx, program);
  });
  // Areas chosen after today's exercises were due: give today's now rather than tomorrow.
  await generateTodayAfterAreasChosen(ctx.db, actor.userId);
  return listChosenAreas(ctx, actor);
}

/** Puts one area in one slot of the caller's choice (POST clients/area-of-growth/). */
export async function chooseArea(ctx: AppContext, actor: Actor, input: AreaChoice) {
  return changeChoice(ctx, actor, async (tx, program) => {
    if (!isSlotOf(program, input.ordering))
      throw fieldErrors({ ordering: [slotTooHigh(program.maxNumberOfAllowedGroups)] });
    const live = await repo.liveAreaIdsOf(tx, program.id, [input.theme]);
    if (!live.has(input.theme)) throw fieldErrors({ theme: [HABIT_MESSAGES.areaNotInProgram] });
    const slot = await repo.slotOfChosenArea(tx, actor.userId, input.theme);
    if (slot === input.ordering) return;
    if (slot !== undefined) throw fieldErrors({ theme: [ACCOUNT_MESSAGES.duplicateAreas] });
    await repo.placeChosenArea(tx, actor.userId, input.theme, input.ordering);
  });
}

/** Replaces all of the caller's chosen areas (PUT clients/area-of-growth/). */
export async function chooseAreas(ctx: AppContext, actor: Actor, input: AreaChoices) {
  return changeChoice(ctx, actor, async (tx, program) => {
    if (input.areas.length !== program.maxNumberOfAllowedGroups)
      throw fieldErrors({ areas: [CLIENT_MESSAGES.pickAllAreas] });
    const live = await repo.liveAreaIdsOf(tx, program.id, input.areas);
    if (input.areas.some((id) => !live.has(id)))
      throw fieldErrors({ areas: [HABIT_MESSAGES.areaNotInProgram] });
    await repo.replaceChosenAreas(tx, actor.userId, input.areas);
  });
}
