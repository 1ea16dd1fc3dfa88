import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import type { UserFacts } from '../../lib/policy';
import { canChangeHabitProgram } from './account-settings.policy';

const client = (overrides: Partial<UserFacts> = {}): UserFacts => ({
  id: 2,
  companyId: 10,
  coachId: 1,
  isStaff: false,
  ...overrides,
});

describe('canChangeHabitProgram', () => {
  it.each([
    ["the client's coach", buildActor({ isCoach: true }), client()],
    ['a licence holder on themself', buildActor({ userId: 2, isCoach: true }), client({ coachId: null })],
  ])('allows %s', (_who, actor, target) => {
    expect(canChangeHabitProgram(actor, target)).toBe(true);
  });

  it.each([
    ['a client on themself', buildActor({ userId: 2 }), client()],
    ['another coach of the same company', buildActor({ userId: 3, isCoach: true }), client()],
    ['the owner of the company', buildActor({ userId: 4, isCoach: true, ownedCompanyId: 10 }), client()],
    ['staff', buildActor({ userId: 5, isStaff: true }), client()],
    ['a former coach without a licence', buildActor({ isCoach: false }), client()],
  ])('refuses %s', (_who, actor, target) => {
    expect(canChangeHabitProgram(actor, target)).toBe(false);
  });
});
