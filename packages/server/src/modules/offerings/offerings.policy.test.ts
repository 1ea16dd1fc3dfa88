import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { managesOfferings, offeringAccess } from './offerings.policy';

describe('offeringAccess', () => {
  const owner = buildActor({ isCoach: true, ownedCompanyId: 10 });

  it("lets an owner change their company's plans only", () => {
    expect(offeringAccess(owner, { companyId: 10 })).toBe('allowed');
    expect(offeringAccess(owner, { companyId: 11 })).toBe('not_found');
    expect(offeringAccess(owner, undefined)).toBe('not_found');
  });

  it('refuses anyone who owns no company: a coach, a client, staff', () => {
    for (const actor of [
      buildActor({ isCoach: true }),
      buildActor(),
      buildActor({ isStaff: true, companyId: null }),
    ]) {
      expect(managesOfferings(actor)).toBe(false);
      expect(offeringAccess(actor, { companyId: 10 })).toBe('forbidden');
    }
  });
});
