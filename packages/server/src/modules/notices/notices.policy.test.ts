import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { seesNotice } from './notices.policy';

describe('seesNotice', () => {
  const coach = buildActor({ userId: 5, isCoach: true });

  it('shows a notice to the coach it was raised for while they coach the client', () => {
    expect(seesNotice(coach, { coachId: 5, clientCoachId: 5 })).toBe(true);
  });

  it('hides it from other coaches, from a former coach, and from anyone without a licence', () => {
    expect(seesNotice(coach, { coachId: 6, clientCoachId: 6 })).toBe(false);
    expect(seesNotice(coach, { coachId: 5, clientCoachId: 6 })).toBe(false);
    expect(seesNotice(coach, { coachId: 5, clientCoachId: null })).toBe(false);
    expect(seesNotice(buildActor({ userId: 5 }), { coachId: 5, clientCoachId: 5 })).toBe(false);
  });
});
