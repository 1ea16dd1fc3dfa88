import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { coachesClient } from '../../lib/access';
import { mayManageGoal } from './goals.policy';

const client = buildActor({ userId: 5 });
const coach = buildActor({ userId: 1, isCoach: true });

describe('goals policy', () => {
  it('gives the client side to the goal’s own user only', () => {
    expect(mayManageGoal(client, 'client', { userId: 5, coachId: 1 })).toBe(true);
    expect(mayManageGoal(client, 'client', { userId: 6, coachId: 1 })).toBe(false);
    // Their coach does not manage the goal through the client endpoints.
    expect(mayManageGoal(coach, 'client', { userId: 5, coachId: 1 })).toBe(false);
  });

  it('gives the coach side to the client’s own licensed coach only', () => {
    expect(mayManageGoal(coach, 'coach', { userId: 5, coachId: 1 })).toBe(true);
    expect(mayManageGoal(coach, 'coach', { userId: 5, coachId: 2 })).toBe(false);
    expect(mayManageGoal(coach, 'coach', { userId: 5, coachId: null })).toBe(false);
    // A former coach who lost the licence, and the client themself, do not.
    expect(mayManageGoal({ ...coach, isCoach: false }, 'coach', { userId: 5, coachId: 1 })).toBe(false);
    expect(mayManageGoal(client, 'coach', { userId: 5, coachId: 1 })).toBe(false);
  });

  it('does not open a colleague’s client to an owner or staff', () => {
    const owner = buildActor({ userId: 3, isCoach: true, ownedCompanyId: 10 });
    const staff = buildActor({ userId: 4, isCoach: true, isStaff: true });
    expect(coachesClient(owner, { coachId: 1 })).toBe(false);
    expect(coachesClient(staff, { coachId: 1 })).toBe(false);
    expect(coachesClient(coach, { coachId: 1 })).toBe(true);
  });
});
