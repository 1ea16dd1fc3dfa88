import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { auditScope, impersonationScope, subDomainAccess } from './owners.policy';

const owner = buildActor({ userId: 1, isCoach: true, companyId: 10, ownedCompanyId: 10 });
const coOwner = buildActor({ userId: 2, isCoach: true, companyId: 10, ownedCompanyId: 10 });
const coach = buildActor({ userId: 3, isCoach: true, companyId: 10 });
const admin = buildActor({ userId: 4, isStaff: true, companyId: null });

describe('subDomainAccess', () => {
  it('lets the owner change a sub-domain of their company that names them or nobody', () => {
    expect(subDomainAccess(owner, { companyId: 10, ownerId: 1 })).toBe('allowed');
    expect(subDomainAccess(coOwner, { companyId: 10, ownerId: null })).toBe('allowed');
  });

  it("shows another owner's sub-domain of the company but refuses changes (403)", () => {
    expect(subDomainAccess(coOwner, { companyId: 10, ownerId: 1 })).toBe('forbidden');
  });

  it("hides another company's sub-domain and a missing one (404)", () => {
    expect(subDomainAccess(owner, { companyId: 11, ownerId: null })).toBe('not_found');
    expect(subDomainAccess(owner, undefined)).toBe('not_found');
  });

  it('refuses anyone who owns no company, staff included (403)', () => {
    expect(subDomainAccess(coach, { companyId: 10, ownerId: null })).toBe('forbidden');
    expect(subDomainAccess(admin, { companyId: 10, ownerId: null })).toBe('forbidden');
  });
});

describe('impersonationScope and auditScope', () => {
  it('gives staff everyone, an owner their company, and others nobody', () => {
    expect(impersonationScope(admin)).toEqual({ kind: 'all' });
    expect(impersonationScope(owner)).toEqual({ kind: 'company', companyId: 10 });
    expect(impersonationScope(coach)).toEqual({ kind: 'none' });
    expect(auditScope(admin)).toEqual({ kind: 'all' });
    expect(auditScope(owner)).toEqual({ kind: 'company', companyId: 10 });
    expect(auditScope(coach)).toEqual({ kind: 'none' });
  });

  it('lists nobody to impersonate from a session that is itself impersonating', () => {
    expect(impersonationScope({ ...admin, impersonatorId: 9 })).toEqual({ kind: 'none' });
  });
});
