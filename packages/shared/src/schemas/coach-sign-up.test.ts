import { describe, expect, it } from 'vitest';
import {
  authedCoachOnboardingSchema,
  COACH_PACKAGES,
  COACH_SIGN_UP_MESSAGES,
  coachPackageById,
  coachPackageByPromo,
  monthlyLeadResultsLimit,
  paidCoachSignUpSchema,
} from './coach-sign-up';
import { FREE_PLAN_MONTHLY_ASSESSMENTS } from '../constants';

describe('coach packages', () => {
  it('are found by the spec’s numbers and by their promo; no promo is the free plan', () => {
    expect(coachPackageById(66)?.label).toBe('Professional');
    expect(coachPackageById(65)?.label).toBe('Unlimited');
    expect(coachPackageById(64)).toBeUndefined();
    expect(coachPackageByPromo('enterprise')).toBe(COACH_PACKAGES.enterprise);
    expect(coachPackageByPromo(undefined)).toBe(COACH_PACKAGES.free);
    expect(coachPackageByPromo('')).toBe(COACH_PACKAGES.free);
    expect(coachPackageByPromo('platinum')).toBeUndefined();
  });

  it('limit visitors’ results a month: 5 free (spec), 100 Professional, none Unlimited or company', () => {
    expect(monthlyLeadResultsLimit('free')).toBe(FREE_PLAN_MONTHLY_ASSESSMENTS);
    expect(monthlyLeadResultsLimit('professional')).toBe(100);
    expect(monthlyLeadResultsLimit('enterprise')).toBeNull();
    expect(monthlyLeadResultsLimit('company')).toBeNull();
    expect(monthlyLeadResultsLimit(null)).toBeNull();
  });
});

describe('coach sign-up and onboarding bodies', () => {
  it('take only the two packages we sell', () => {
    const base = {
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.test',
      password: 'long enough',
      token: 'tok',
    };
    expect(paidCoachSignUpSchema.safeParse({ ...base, package: 66 }).success).toBe(true);
    expect(paidCoachSignUpSchema.safeParse({ ...base, package: 64 }).success).toBe(false);
  });

  it('need the terms accepted, and fill the spec’s defaults', () => {
    const company = { name: 'Acme', sub_domain: 'Acme-Coaching' };
    const refused = authedCoachOnboardingSchema.safeParse({ tos: false, company });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      COACH_SIGN_UP_MESSAGES.termsRequired,
    ]);
    expect(authedCoachOnboardingSchema.parse({ tos: true, company })).toMatchObject({
      client_profile: {
        work_week: [0, 1, 2, 3, 4],
        generate_pulse_on: [0, 1, 2, 3, 4],
        generate_exercises_at: '10:00',
        generate_pulse_at: '18:00',
      },
      company: { sub_domain: 'acme-coaching', logo: null, logo_height: 50, header_color: null },
    });
  });
});
