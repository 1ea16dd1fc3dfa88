import type { Actor } from '../lib/auth';

/** An actor for pure policy tests: user 1 of company 10, a plain user unless overridden. */
export function buildActor(overrides: Partial<Actor> = {}): Actor {
  return {
    userId: 1,
    sessionId: 1,
    impersonatorId: null,
    isStaff: false,
    isCoach: false,
    companyId: 10,
    ownedCompanyId: null,
    ...overrides,
  };
}
