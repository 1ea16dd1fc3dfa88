import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { clientSeesTaken, coachSeesTaken } from './assessments.policy';

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
