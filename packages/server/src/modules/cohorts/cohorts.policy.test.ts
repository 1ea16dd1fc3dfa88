import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { mayJoinCohort, ownsCohort } from './cohorts.policy';
import { isCoach } from '../../lib/policy';

const coach = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });

describe('cohorts policy', () => {
  it('lets only coaches use cohorts', () => {
    expect(isCoach(coach())).toBe(true);
    expect(isCoach(coach({ isCoach: false, isStaff: true }))).toBe(false);
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
