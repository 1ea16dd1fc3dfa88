import type { z } from 'zod';
import {
  HABIT_MESSAGES,
  type AreaOfFocus,
  type areaOfFocusPatchSchema,
  type areaOfFocusWriteSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { habitProgramAccess } from '../habit-programs';
import { findHabitProgram } from '../habit-programs';
import { assertAccess } from '../habit-programs';
import { areaAccess } from './areas-of-focus.policy';
import { presentArea } from './areas-of-focus.presenter';
import * as repo from './areas-of-focus.repo';

/*
 * Areas of focus as coaches author them (coaches/area-of-growths/). The rules:
 * - Every endpoint needs a coach licence (403).
 * - An area is seen with its program (the coach's own or their company's managed one, not
 *   deleted) and while it is not deleted; otherwise 404. Listing by a program the coach may not
 *   see is 404 too; without a program the list holds every area the coach may see.
 * - Only the program's owner adds, changes or deletes areas: managed programs answer 403
 *   'Company-managed content is read-only.'.
 * - Creating names the program as `areas_of_focus: [programId]`; one the coach may not see is
 *   the field error `Invalid pk "N" - object does not exist.`. A new area goes after the others.
 * - An area stays in its program (PATCH cannot move it).
 * - Deleting is soft: the area and its exercises are marked deleted (the tasks they gave keep
 *   their history) and the area leaves every client's chosen areas, in one transaction.
 * - `exercises_count` counts the area's exercises that are not deleted.
 */

type AreaWrite = z.output<typeof areaOfFocusWriteSchema>;
type AreaPatch = z.output<typeof areaOfFocusPatchSchema>;

/** Live areas of one program the coach may see (or of all of them), in their order. */
export async function listAreas(
  ctx: AppContext,
  actor: Actor,
  programId: number | undefined,
  window: PageWindow,
) {
  requireCoach(actor);
  if (programId !== undefined) {
    const program = await findHabitProgram(ctx.db, programId);
    assertAccess(habitProgramAccess(actor, 'read', program));
  }
  const { rows, count } = await repo.listAreas(ctx.db, actor, programId, window);
  return { count, results: rows.map((row) => presentArea(actor, row)) };
}

/** One area the coach may see. */
export async function getArea(ctx: AppContext, actor: Actor, id: number): Promise<AreaOfFocus> {
  requireCoach(actor);
  const area = await repo.findArea(ctx.db, id);
  assertAccess(areaAccess(actor, 'read', area));
  return presentArea(actor, area!);
}

/** A new area of focus, last in a program the coach owns. */
export async function createArea(ctx: AppContext, actor: Actor, input: AreaWrite): Promise<AreaOfFocus> {
  requireCoach(actor);
  const programId = input.areas_of_focus[0]!;
  const access = habitProgramAccess(actor, 'update', await findHabitProgram(ctx.db, programId));
  if (access === 'not_found') throw fieldErrors({ areas_of_focus: [invalidPk(programId)] });
  if (access === 'forbidden') throw forbidden(HABIT_MESSAGES.readOnly);
  const row = await repo.insertArea(ctx.db, {
    programId,
    name: input.name,
    color: input.color,
    public: input.public,
  });
  return getArea(ctx, actor, row.id);
}

/** Renames, recolours, reorders or (un)publishes an area of a program the coach owns. */
export async function updateArea(ctx: AppContext, actor: Actor, id: number, input: AreaPatch) {
  requireCoach(actor);
  assertAccess(areaAccess(actor, 'update', await repo.findArea(ctx.db, id)));
  await repo.updateArea(ctx.db, id, input);
  return getArea(ctx, actor, id);
}

/** Soft-deletes an area and its exercises, and takes it out of clients' chosen areas. */
export async function deleteArea(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  assertAccess(areaAccess(actor, 'update', await repo.findArea(ctx.db, id)));
  await ctx.db.transaction((tx) => repo.softDeleteArea(tx, id));
}
