import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  HABIT_MESSAGES,
  fillMessage,
  type ClientHabitProgram,
} from '@tandem/shared';

type ProgramRule = Pick<ClientHabitProgram, 'assign_all' | 'max_number_of_allowed_groups'>;

/**
 * Whether the client still has areas of focus to pick (the missing-areas modal): their program
 * lets them choose and they hold fewer than it asks for. `groups` are the user's chosen area ids.
 */
export function isMissingAreas(groups: readonly number[], program: ProgramRule | null): boolean {
  if (!program || program.assign_all) return false;
  return groups.length < program.max_number_of_allowed_groups;
}

/** Whether an area is chosen twice among the slots (empty slots aside). */
export function hasDuplicateAreas(slots: readonly (number | null)[]): boolean {
  const chosen = slots.filter((slot): slot is number => slot !== null);
  return new Set(chosen).size !== chosen.length;
}

/**
 * The settings rules for a coach choosing their own areas (spec section 5): no area twice, at
 * most the program's maximum, and no fewer. The message to show, or null when the choice is fine.
 */
export function settingsAreasProblem(slots: readonly (number | null)[], max: number): string | null {
  if (hasDuplicateAreas(slots)) return ACCOUNT_MESSAGES.duplicateAreas;
  const chosen = slots.filter((slot) => slot !== null).length;
  if (chosen > max) return fillMessage(HABIT_MESSAGES.maxAreas, { n: String(max) });
  if (chosen < max) return fillMessage(HABIT_MESSAGES.chooseAllAreas, { n: String(max) });
  return null;
}

/** The pick page's rule (as at sign-up): exactly the program's number of areas. */
export function pickedAreasProblem(picked: readonly number[], max: number): string | null {
  return picked.length === max ? null : CLIENT_MESSAGES.pickAllAreas;
}

/**
 * Picking an area card: a picked one is dropped (the later ones move up); another is added last
 * while there is room, and ignored once `max` are picked.
 */
export function togglePickedArea(picked: readonly number[], areaId: number, max: number): number[] {
  if (picked.includes(areaId)) return picked.filter((id) => id !== areaId);
  return picked.length < max ? [...picked, areaId] : [...picked];
}
