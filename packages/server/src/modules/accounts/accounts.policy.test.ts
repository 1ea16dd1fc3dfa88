import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { canOnUser, mayImpersonateAnyone } from './accounts.policy';

const actor = (overrides: Partial<Actor> = {}) => buildActor({ ...overrides });
const target = (over = {}) => ({
  id: 2,
  companyId: 10,
  coachId: null as number | null,
  isStaff: false,
  ...over,
});

describe('canOnUser', () => {
  it('lets anyone read and update themselves', () => {
    expect(canOnUser(actor(), 'read', target({ id: 1 }))).toBe(true);
    expect(canOnUser(actor(), 'update', target({ id: 1 }))).toBe(true);
  });
  it('lets a coach read but not update their client', () => {
    const coach = actor({ isCoach: true });
    expect(canOnUser(coach, 'read', target({ coachId: 1 }))).toBe(true);
    expect(canOnUser(coach, 'update', target({ coachId: 1 }))).toBe(false);
    expect(canOnUser(coach, 'read', target({ coachId: 3 }))).toBe(false);
  });
  it('does not let a former coach without a licence read old clients', () => {
    expect(canOnUser(actor({ isCoach: false }), 'read', target({ coachId: 1 }))).toBe(false);
  });
  it('lets an owner read and impersonate within the company only', () => {
    const owner = actor({ ownedCompanyId: 10 });
    expect(canOnUser(owner, 'read', target())).toBe(true);
    expect(canOnUser(owner, 'impersonate', target())).toBe(true);
    expect(canOnUser(owner, 'read', target({ companyId: 11 }))).toBe(false);
    expect(canOnUser(owner, 'impersonate', target({ companyId: 11 }))).toBe(false);
  });
  it('lets staff do anything but impersonate staff or themselves', () => {
    const staff = actor({ isStaff: true });
    expect(canOnUser(staff, 'update', target({ companyId: 99 }))).toBe(true);
    expect(canOnUser(staff, 'impersonate', target({ isStaff: true }))).toBe(false);
    expect(canOnUser(staff, 'impersonate', target({ id: 1 }))).toBe(false);
  });
  it('refuses to impersonate from an impersonating session', () => {
    const staff = actor({ isStaff: true, impersonatorId: 5 });
    expect(canOnUser(staff, 'impersonate', target())).toBe(false);
    expect(mayImpersonateAnyone(staff)).toBe(false);
  });
  it('keeps plain clients and coaches from impersonating', () => {
    expect(mayImpersonateAnyone(actor())).toBe(false);
    expect(mayImpersonateAnyone(actor({ isCoach: true }))).toBe(false);
    expect(mayImpersonateAnyone(actor({ ownedCompanyId: 3 }))).toBe(true);
  });
});
