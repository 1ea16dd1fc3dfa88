import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { clientSeesTaken, coachSeesTaken, seesAssessment } from './assessments.policy';

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 5,
  sessionId: 1,
  impersonatorId: null,
  isStaff: false,
  isCoach: true,
  companyId: 1,
  ownedCompanyId: null,
  ...overrides,
});

describe('assessment policy', () => {
  it('shows a coach the public library and their own custom assessments only', () => {
    expect(seesAssessment(actor(), { public: true, ownerId: null })).toBe(true);
    expect(seesAssessment(actor(), { public: false, ownerId: 5 })).toBe(true);
    expect(seesAssessment(actor(), { public: false, ownerId: 6 })).toBe(false);
    expect(seesAssessment(actor({ isCoach: false }), { public: true, ownerId: null })).toBe(false);
  });

  it('shows a taken assessment to its coach or a coach it was shared with, and to the client who took it', () => {
    expect(coachSeesTaken(actor(), { coachId: 5 }, false)).toBe(true);
    expect(coachSeesTaken(actor(), { coachId: 6 }, true)).toBe(true);
    expect(coachSeesTaken(actor(), { coachId: 6 }, false)).toBe(false);
    expect(coachSeesTaken(actor({ isCoach: false }), { coachId: 5 }, false)).toBe(false);
    expect(clientSeesTaken(actor({ isCoach: false }), { userId: 5 })).toBe(true);
    expect(clientSeesTaken(actor({ isCoach: false }), { userId: 7 })).toBe(false);
    expect(clientSeesTaken(actor({ isCoach: false }), { userId: null })).toBe(false);
  });
});
