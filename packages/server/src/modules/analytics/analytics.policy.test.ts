import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { browserRefusesTracking, coachUsageScope, companyUsageScope, mayRecord } from './analytics.policy';

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 7,
  sessionId: 1,
  impersonatorId: null,
  isStaff: false,
  isCoach: false,
  companyId: 3,
  ownedCompanyId: null,
  ...overrides,
});

describe('browserRefusesTracking', () => {
  it.each([
    { dnt: '1' },
    { 'sec-gpc': '1' },
    { dnt: ' 1 ' },
    { dnt: ['0', '1'] },
    { dnt: '0', 'sec-gpc': '1' },
  ])('hears a refusal in %o', (headers) => {
    expect(browserRefusesTracking(headers)).toBe(true);
  });

  it.each([{}, { dnt: '0' }, { 'sec-gpc': '0' }, { dnt: 'null' }, { dnt: '' }])(
    'hears none in %o',
    (headers) => {
      expect(browserRefusesTracking(headers)).toBe(false);
    },
  );
});

describe('mayRecord', () => {
  it("records a visitor's events, and a user's who allows usage statistics", () => {
    expect(mayRecord(null, undefined, false)).toBe(true);
    expect(mayRecord(actor(), { allowAnalytics: true }, false)).toBe(true);
  });

  it('records nothing when the browser refuses, the user opted out or is being impersonated', () => {
    expect(mayRecord(null, undefined, true)).toBe(false);
    expect(mayRecord(actor(), { allowAnalytics: true }, true)).toBe(false);
    expect(mayRecord(actor(), { allowAnalytics: false }, false)).toBe(false);
    expect(mayRecord(actor({ impersonatorId: 1 }), { allowAnalytics: true }, false)).toBe(false);
    expect(mayRecord(actor(), undefined, false)).toBe(false);
  });
});

describe('usage scopes', () => {
  it("gives a coach their own clients and an owner their company's, everyone else none", () => {
    expect(coachUsageScope(actor({ isCoach: true }))).toEqual({ kind: 'coach', coachId: 7 });
    expect(coachUsageScope(actor())).toBeNull();
    expect(coachUsageScope(actor({ isStaff: true }))).toBeNull();
    expect(companyUsageScope(actor({ isCoach: true, ownedCompanyId: 3 }))).toEqual({
      kind: 'company',
      companyId: 3,
    });
    expect(companyUsageScope(actor({ isCoach: true }))).toBeNull();
  });
});
