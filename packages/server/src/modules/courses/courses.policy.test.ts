import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { canOnCourse, courseAccess } from './courses.policy';

const coach = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });
const own = { ownerId: 1, companyId: 10 };
const managed = { ownerId: null, companyId: 10 };
const colleagues = { ownerId: 2, companyId: 10 };
const otherCompanys = { ownerId: null, companyId: 11 };
const orphaned = { ownerId: null, companyId: null };

describe('courses policy', () => {
  it('lets a coach read and change their own course', () => {
    expect(canOnCourse(coach(), 'read', own)).toBe(true);
    expect(canOnCourse(coach(), 'update', own)).toBe(true);
  });

  it("lets a coach read their company's managed courses but not change them", () => {
    expect(canOnCourse(coach(), 'read', managed)).toBe(true);
    expect(canOnCourse(coach(), 'update', managed)).toBe(false);
    // Owning the company does not make its managed courses editable through the coach tools.
    expect(canOnCourse(coach({ ownedCompanyId: 10 }), 'update', managed)).toBe(false);
  });

  it("hides a colleague's, another company's and orphaned courses, and everything from non-coaches", () => {
    for (const action of ['read', 'update'] as const) {
      expect(canOnCourse(coach(), action, colleagues)).toBe(false);
      expect(canOnCourse(coach(), action, otherCompanys)).toBe(false);
      expect(canOnCourse(coach(), action, orphaned)).toBe(false);
      expect(canOnCourse(coach({ isCoach: false }), action, own)).toBe(false);
    }
  });

  it('answers not_found for what the coach may not see and forbidden for what they may only read', () => {
    expect(courseAccess(coach(), 'read', undefined)).toBe('not_found');
    expect(courseAccess(coach(), 'update', colleagues)).toBe('not_found');
    expect(courseAccess(coach(), 'read', otherCompanys)).toBe('not_found');
    expect(courseAccess(coach(), 'update', managed)).toBe('forbidden');
    expect(courseAccess(coach(), 'read', managed)).toBe('allowed');
    expect(courseAccess(coach(), 'update', own)).toBe('allowed');
  });
});
