import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { buildActor } from '../../test/actors';
import {
  areaAccess,
  choosesAreas,
  chosenAreaCountProblem,
  isOwnProgram,
  isSlotOf,
} from './areas-of-focus.policy';

const picking = (max: number) => ({ assignAll: false, maxNumberOfAllowedGroups: max });
const everything = { assignAll: true, maxNumberOfAllowedGroups: 3 };

describe('areas of focus policy', () => {
  it("gives an area its program's access, and hides deleted areas", () => {
    const coach = buildActor({ isCoach: true });
    const own = { ownerId: 1, companyId: 10, deleted: false };
    const managed = { ownerId: null, companyId: 10, deleted: false };
    expect(areaAccess(coach, 'update', { deleted: false, program: own })).toBe('allowed');
    expect(areaAccess(coach, 'read', { deleted: false, program: managed })).toBe('allowed');
    expect(areaAccess(coach, 'update', { deleted: false, program: managed })).toBe('forbidden');
    expect(areaAccess(coach, 'read', { deleted: true, program: own })).toBe('not_found');
    expect(areaAccess(coach, 'read', { deleted: false, program: { ...own, deleted: true } })).toBe(
      'not_found',
    );
    expect(areaAccess(coach, 'read', { deleted: false, program: { ...own, ownerId: 2 } })).toBe('not_found');
    expect(areaAccess(coach, 'read', undefined)).toBe('not_found');
  });

  it("shows a client only their own profile's program", () => {
    expect(isOwnProgram(7, 7)).toBe(true);
    expect(isOwnProgram(7, 8)).toBe(false);
    expect(isOwnProgram(null, 7)).toBe(false);
    expect(isOwnProgram(undefined, 7)).toBe(false);
  });

  it('lets clients choose areas only when the program does not assign all', () => {
    expect(choosesAreas(picking(3))).toBe(true);
    expect(choosesAreas(everything)).toBe(false);
  });

  it('numbers slots from 0 up to the maximum, exclusive', () => {
    expect(isSlotOf(picking(3), 0)).toBe(true);
    expect(isSlotOf(picking(3), 2)).toBe(true);
    expect(isSlotOf(picking(3), 3)).toBe(false);
    expect(isSlotOf(picking(3), -1)).toBe(false);
  });

  it('accepts no areas or exactly the maximum, and any number when the program assigns all', () => {
    expect(chosenAreaCountProblem(picking(3), 0)).toBeNull();
    expect(chosenAreaCountProblem(picking(3), 3)).toBeNull();
    expect(chosenAreaCountProblem(everything, 5)).toBeNull();
    expect(chosenAreaCountProblem(everything, 1)).toBeNull();
  });

  it('says the maximum when there are too many, and asks for all when too few', () => {
    expect(chosenAreaCountProblem(picking(3), 4)).toBe('You can only select a max of 3 areas of focus');
    expect(chosenAreaCountProblem(picking(3), 1)).toBe('Please choose all 3 areasOfGrowth');
    expect(chosenAreaCountProblem(picking(2), 1)).toBe(HABIT_MESSAGES.chooseAllAreas.replace('{n}', '2'));
  });
});
