import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { ownsEntry } from './journal.policy';

describe('journal policy', () => {
  it('gives an entry to its writer alone', () => {
    expect(ownsEntry(buildActor({ userId: 5 }), { userId: 5 })).toBe(true);
    expect(ownsEntry(buildActor({ userId: 6 }), { userId: 5 })).toBe(false);
  });

  it('does not open a client’s journal to their coach, an owner or staff', () => {
    const others = [
      buildActor({ userId: 1, isCoach: true }),
      buildActor({ userId: 2, isCoach: true, ownedCompanyId: 10 }),
      buildActor({ userId: 3, isStaff: true }),
    ];
    for (const actor of others) expect(ownsEntry(actor, { userId: 5 })).toBe(false);
  });
});
