import { fillMessage, HABIT_MESSAGES } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { habitProgramAccess, type HabitProgramAction, type HabitProgramFacts } from '../habit-programs';
import type { Access } from '../../lib/access';

/**
 * Access to an area of focus (and to an exercise, through its area): that of its program, and a
 * deleted area is gone for everyone.
 */
export function areaAccess(
  actor: Actor,
  action: HabitProgramAction,
  area: { deleted: boolean; program: HabitProgramFacts } | undefined,
): Access {
  if (!area || area.deleted) return 'not_found';
  return habitProgramAccess(actor, action, area.program);
}

/** What the area rules need of a habit program. */
export interface AreaChoiceProgram {
  assignAll: boolean;
  maxNumberOfAllowedGroups: number;
}

/** A client sees only the program on their own profile. */
export const isOwnProgram = (profileTheme: number | null | undefined, programId: number) =>
  profileTheme != null && profileTheme === programId;

/** Clients choose areas only when their program does not give them every area. */
export const choosesAreas = (program: AreaChoiceProgram) => !program.assignAll;

/** A slot of the client's choice is 0-based and below the program's maximum. */
export const isSlotOf = (program: AreaChoiceProgram, slot: number) =>
  slot >= 0 && slot < program.maxNumberOfAllowedGroups;

/**
 * What is wrong with choosing `count` areas when a program is set (settings' change of program),
 * or null: the areas are ignored when the program assigns all; otherwise none (the client picks
 * later) or exactly the maximum, never more and never part of it.
 */
export function chosenAreaCountProblem(program: AreaChoiceProgram, count: number): string | null {
  if (!choosesAreas(program) || count === 0) return null;
  const n = String(program.maxNumberOfAllowedGroups);
  if (count > program.maxNumberOfAllowedGroups) return fillMessage(HABIT_MESSAGES.maxAreas, { n });
  if (count < program.maxNumberOfAllowedGroups) return fillMessage(HABIT_MESSAGES.chooseAllAreas, { n });
  return null;
}
