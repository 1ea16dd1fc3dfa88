import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { canOnHabitProgram, habitProgramAccess, programInUse } from './habit-programs.policy';

const coach = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });
const own = { ownerId: 1, companyId: 10, deleted: false };
const managed = { ownerId: null, companyId: 10, deleted: false };
const colleagues = { ownerId: 2, companyId: 10, deleted: false };
const otherCompanys = { ownerId: null, companyId: 11, deleted: false };

describe('habit programs policy', () => {
  it('lets a coach do anything with their own program', () => {
    for (const action of ['read', 'copy', 'update', 'delete'] as const)
      expect(canOnHabitProgram(coach(), action, own)).toBe(true);
  });

  it("lets a coach read and copy their company's managed programs but not change or delete them", () => {
    expect(canOnHabitProgram(coach(), 'read', managed)).toBe(true);
    expect(canOnHabitProgram(coach(), 'copy', managed)).toBe(true);
    expect(canOnHabitProgram(coach(), 'update', managed)).toBe(false);
    expect(canOnHabitProgram(coach(), 'delete', managed)).toBe(false);
    // Owning the company does not make its managed programs editable through the coach tools.
    expect(canOnHabitProgram(coach({ ownedCompanyId: 10 }), 'update', managed)).toBe(false);
  });

  it("hides a colleague's, another company's and deleted programs, and everything from non-coaches", () => {
    for (const action of ['read', 'copy', 'update', 'delete'] as const) {
      expect(canOnHabitProgram(coach(), action, colleagues)).toBe(false);
      expect(canOnHabitProgram(coach(), action, otherCompanys)).toBe(false);
      expect(canOnHabitProgram(coach(), action, { ...own, deleted: true })).toBe(false);
      expect(canOnHabitProgram(coach({ isCoach: false }), action, own)).toBe(false);
    }
  });

  it('answers not_found for what the coach may not see and forbidden for what they may only read', () => {
    expect(habitProgramAccess(coach(), 'update', undefined)).toBe('not_found');
    expect(habitProgramAccess(coach(), 'update', colleagues)).toBe('not_found');
    expect(habitProgramAccess(coach(), 'delete', { ...own, deleted: true })).toBe('not_found');
    expect(habitProgramAccess(coach(), 'update', managed)).toBe('forbidden');
    expect(habitProgramAccess(coach(), 'delete', managed)).toBe('forbidden');
    expect(habitProgramAccess(coach(), 'copy', managed)).toBe('allowed');
    expect(habitProgramAccess(coach(), 'delete', own)).toBe('allowed');
  });

  it('counts a program in use while any client profile has it', () => {
    expect(programInUse(0)).toBe(false);
    expect(programInUse(1)).toBe(true);
  });
});
