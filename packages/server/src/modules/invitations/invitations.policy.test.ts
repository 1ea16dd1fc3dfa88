import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { canOnInvitation } from './invitations.policy';
import { isCoach } from '../../lib/policy';

const actor = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });

describe('invitations policy', () => {
  it('lets only coach licence holders invite', () => {
    expect(isCoach(actor())).toBe(true);
    expect(isCoach(actor({ isCoach: false }))).toBe(false);
    expect(isCoach(actor({ isCoach: false, isStaff: true }))).toBe(false);
  });

  it('gives an invitation to the coach who sent it and nobody else', () => {
    expect(canOnInvitation(actor(), { coachId: 1 })).toBe(true);
    expect(canOnInvitation(actor({ userId: 2 }), { coachId: 1 })).toBe(false);
    // Owning the company does not open another coach's invitations.
    expect(canOnInvitation(actor({ userId: 2, ownedCompanyId: 10 }), { coachId: 1 })).toBe(false);
    expect(canOnInvitation(actor({ isCoach: false }), { coachId: 1 })).toBe(false);
  });
});
