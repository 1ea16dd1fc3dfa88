import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import type { UserFacts } from '../../lib/policy';
import { canSetPassword } from './passwords.policy';

const user = (overrides: Partial<UserFacts> = {}): UserFacts => ({
  id: 2,
  companyId: 10,
  coachId: null,
  isStaff: false,
  ...overrides,
});

describe('canSetPassword', () => {
  it('lets a user change their own password', () => {
    expect(canSetPassword(buildActor({ userId: 2 }), user())).toBe(true);
  });

  it.each([
    ['their coach', buildActor({ isCoach: true }), user({ coachId: 1 })],
    ['the owner of their company', buildActor({ ownedCompanyId: 10, isCoach: true }), user()],
    ['staff', buildActor({ isStaff: true }), user()],
    ['an admin acting as the user', buildActor({ userId: 2, impersonatorId: 1 }), user()],
  ])('refuses %s', (_who, actor, target) => {
    expect(canSetPassword(actor, target)).toBe(false);
  });
});
