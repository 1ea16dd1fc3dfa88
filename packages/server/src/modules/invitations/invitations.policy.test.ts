import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { canOnInvitation, mayInvite } from './invitations.policy';

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 1,
  sessionId: 1,
  impersonatorId: null,
  isStaff: false,
  isCoach: true,
  companyId: 10,
  ownedCompanyId: null,
  ...overrides,
});

describe('invitations policy', () => {
  it('lets only coach licence holders invite', () => {
    expect(mayInvite(actor())).toBe(true);
    expect(mayInvite(actor({ isCoach: false }))).toBe(false);
    expect(mayInvite(actor({ isCoach: false, isStaff: true }))).toBe(false);
  });

  it('gives an invitation to the coach who sent it and nobody else', () => {
    expect(canOnInvitation(actor(), { coachId: 1 })).toBe(true);
    expect(canOnInvitation(actor({ userId: 2 }), { coachId: 1 })).toBe(false);
    // Owning the company does not open another coach's invitations.
    expect(canOnInvitation(actor({ userId: 2, ownedCompanyId: 10 }), { coachId: 1 })).toBe(false);
    expect(canOnInvitation(actor({ isCoach: false }), { coachId: 1 })).toBe(false);
  });
});
