import { describe, expect, it } from 'vitest';
import { COACH_PACKAGES, FREE_COACH_FEATURES } from '@tandem/shared';
import { onboardingRefusal, packageOutcome, type OnboardingFacts } from './coach-sign-up.policy';

const facts = (overrides: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  coach: null,
  ownedCompanyId: null,
  ownedSubDomain: null,
  paidPackageIds: [],
  ...overrides,
});

describe('onboardingRefusal', () => {
  it('lets in a user without a licence, and a coach whose own company has no sub-domain yet', () => {
    expect(onboardingRefusal(facts())).toBeNull();
    expect(onboardingRefusal(facts({ coach: { companyId: 4, plan: 'free' }, ownedCompanyId: 4 }))).toBeNull();
  });

  it('refuses a company already set up, and a coach of another owner’s company', () => {
    expect(onboardingRefusal(facts({ ownedCompanyId: 4, ownedSubDomain: 'acme' }))).toBe('already_set_up');
    expect(onboardingRefusal(facts({ coach: { companyId: 9, plan: 'company' } }))).toBe(
      'coach_of_another_company',
    );
    expect(onboardingRefusal(facts({ coach: { companyId: 9, plan: 'company' }, ownedCompanyId: 4 }))).toBe(
      'coach_of_another_company',
    );
  });
});

describe('packageOutcome', () => {
  it('charges a priced package to someone who pays for none, and grants its features', () => {
    expect(packageOutcome(facts(), COACH_PACKAGES.professional)).toEqual({
      plan: 'professional',
      features: ['all'],
      charge: COACH_PACKAGES.professional,
    });
    const free = facts({ coach: { companyId: 4, plan: 'free' }, ownedCompanyId: 4 });
    expect(packageOutcome(free, COACH_PACKAGES.enterprise).charge).toBe(COACH_PACKAGES.enterprise);
  });

  it('never charges twice nor takes a package away', () => {
    const paying = facts({ coach: { companyId: 4, plan: 'professional' }, paidPackageIds: [66] });
    for (const asked of Object.values(COACH_PACKAGES))
      expect(packageOutcome(paying, asked)).toEqual({ plan: 'professional', features: null, charge: null });
  });

  it('gives the free package to a newcomer and leaves a licence holder’s plan on a free promo', () => {
    expect(packageOutcome(facts(), COACH_PACKAGES.free)).toEqual({
      plan: 'free',
      features: FREE_COACH_FEATURES,
      charge: null,
    });
    const granted = facts({ coach: { companyId: 4, plan: 'company' }, ownedCompanyId: 4 });
    expect(packageOutcome(granted, COACH_PACKAGES.free)).toEqual({
      plan: 'company',
      features: null,
      charge: null,
    });
  });
});
