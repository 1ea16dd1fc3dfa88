import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { mayManageCommitment } from './commitments.policy';

describe('commitments policy', () => {
  const commitment = { clientId: 7, coachId: 2 };

  it('lets the client’s current coach manage it from the coach side', () => {
    expect(mayManageCommitment(buildActor({ userId: 2, isCoach: true }), 'coach', commitment)).toBe(true);
  });

  it('refuses another coach, a colleague who owns the company, and a coach without a licence', () => {
    expect(mayManageCommitment(buildActor({ userId: 3, isCoach: true }), 'coach', commitment)).toBe(false);
    const owner = buildActor({ userId: 4, isCoach: true, ownedCompanyId: 10 });
    expect(mayManageCommitment(owner, 'coach', commitment)).toBe(false);
    expect(mayManageCommitment(buildActor({ userId: 2, isCoach: false }), 'coach', commitment)).toBe(false);
  });

  it('lets only the client mark it on the client side, not their coach', () => {
    expect(mayManageCommitment(buildActor({ userId: 7 }), 'client', commitment)).toBe(true);
    expect(mayManageCommitment(buildActor({ userId: 2, isCoach: true }), 'client', commitment)).toBe(false);
  });
});
