import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { mayJoinCohort, mayUseCohorts, ownsCohort } from './cohorts.policy';

const coach = (over: Partial<Actor> = {}): Actor => ({
  userId: 1,
  sessionId: 1,
  impersonatorId: null,
  isStaff: false,
  isCoach: true,
  companyId: 10,
  ownedCompanyId: null,
  ...over,
});

describe('cohorts policy', () => {
  it('lets only coaches use cohorts', () => {
    expect(mayUseCohorts(coach())).toBe(true);
    expect(mayUseCohorts(coach({ isCoach: false, isStaff: true }))).toBe(false);
  });

  it('gives a cohort to its coach alone, not to the company owner nor a former coach', () => {
    expect(ownsCohort(coach(), { coachId: 1 })).toBe(true);
    expect(ownsCohort(coach(), { coachId: 2 })).toBe(false);
    expect(ownsCohort(coach({ ownedCompanyId: 10 }), { coachId: 2 })).toBe(false);
    expect(ownsCohort(coach({ isCoach: false }), { coachId: 1 })).toBe(false);
  });

  it("admits only the cohort coach's own clients", () => {
    expect(mayJoinCohort({ coachId: 1 }, { coachId: 1 })).toBe(true);
    expect(mayJoinCohort({ coachId: 1 }, { coachId: 2 })).toBe(false);
    expect(mayJoinCohort({ coachId: 1 }, { coachId: null })).toBe(false);
  });
});
