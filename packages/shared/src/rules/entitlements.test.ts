import { describe, expect, it } from 'vitest';
import { COACH_PACKAGES, FREE_COACH_FEATURES } from '../schemas/coach-sign-up';
import {
  COACH_FEATURE,
  coachEntitlements,
  entitlesTo,
  packageChoiceRefusal,
  packageStanding,
  PAST_DUE_GRACE_DAYS,
  type CoachLicenceFacts,
  type PackageSubscriptionFacts,
} from './entitlements';

const NOW = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

const paying: PackageSubscriptionFacts = {
  status: 'active',
  canceled: false,
  renewing: true,
  scheduledInvoiceAt: days(20),
  pastDueSince: null,
};

describe('packageStanding', () => {
  it('is active while the provider says active or trialing', () => {
    expect(packageStanding(paying, NOW)).toBe('active');
    expect(packageStanding({ ...paying, status: 'trialing' }, NOW)).toBe('active');
  });

  it('gives a past-due package its grace, counted from the first failed renewal, then lapses it', () => {
    const pastDue = (since: Date) => ({ ...paying, status: 'past_due', pastDueSince: since });
    expect(packageStanding(pastDue(NOW), NOW)).toBe('grace');
    expect(packageStanding(pastDue(days(-(PAST_DUE_GRACE_DAYS - 1))), NOW)).toBe('grace');
    expect(packageStanding(pastDue(days(-PAST_DUE_GRACE_DAYS)), NOW)).toBe('lapsed');
    // Not recorded yet (the webhook of this very moment): the grace starts now.
    expect(packageStanding({ ...paying, status: 'past_due' }, NOW)).toBe('grace');
  });

  it('counts a canceled or ended subscription as canceled, and one that ran out without renewing', () => {
    expect(packageStanding({ ...paying, canceled: true }, NOW)).toBe('canceled');
    expect(packageStanding({ ...paying, status: 'canceled' }, NOW)).toBe('canceled');
    expect(packageStanding({ ...paying, status: 'incomplete_expired' }, NOW)).toBe('canceled');
    expect(packageStanding({ ...paying, renewing: false, scheduledInvoiceAt: days(-1) }, NOW)).toBe(
      'canceled',
    );
    // Set to end with its period, which it has not reached: still paid for.
    expect(packageStanding({ ...paying, renewing: false, scheduledInvoiceAt: days(3) }, NOW)).toBe('active');
  });

  it('counts no subscription, and statuses that do not pay, as lapsed', () => {
    expect(packageStanding(null, NOW)).toBe('lapsed');
    for (const status of ['unpaid', 'incomplete', 'paused', 'something new'])
      expect(packageStanding({ ...paying, status }, NOW)).toBe('lapsed');
  });
});

describe('coachEntitlements', () => {
  const facts = (overrides: Partial<CoachLicenceFacts>): CoachLicenceFacts => ({
    plan: 'professional',
    storedFeatures: ['all'],
    exclude: [],
    payer: { plan: 'professional', subscription: paying },
    ...overrides,
  });

  it('gives the free package the free features, whatever was stored', () => {
    const free = coachEntitlements(facts({ plan: 'free', storedFeatures: ['all'], payer: null }), NOW);
    expect(free).toMatchObject({ standing: 'free', planInForce: 'free' });
    expect(free.coachFeatures).toEqual(FREE_COACH_FEATURES);
    expect(entitlesTo(free, COACH_FEATURE.courses)).toBe(false);
    expect(entitlesTo(free, 'assessmentLibrary')).toBe(true);
  });

  it("gives a paid package its package's features while paid and in grace, the free ones after", () => {
    const withSubscription = (subscription: PackageSubscriptionFacts | null) =>
      coachEntitlements(facts({ storedFeatures: [], payer: { plan: 'professional', subscription } }), NOW);
    const active = withSubscription(paying);
    expect(active).toMatchObject({ standing: 'active', planInForce: 'professional', graceEndsAt: null });
    expect(entitlesTo(active, COACH_FEATURE.courses)).toBe(true);

    const grace = withSubscription({ ...paying, status: 'past_due', pastDueSince: days(-2) });
    expect(grace).toMatchObject({ standing: 'grace', planInForce: 'professional' });
    expect(grace.graceEndsAt).toEqual(days(PAST_DUE_GRACE_DAYS - 2));
    expect(entitlesTo(grace, COACH_FEATURE.courses)).toBe(true);

    const lapsed = withSubscription({ ...paying, status: 'past_due', pastDueSince: days(-30) });
    expect(lapsed).toMatchObject({ standing: 'lapsed', planInForce: 'free', plan: 'professional' });
    expect(entitlesTo(lapsed, COACH_FEATURE.courses)).toBe(false);
    expect(entitlesTo(lapsed, 'dashboard')).toBe(true);

    const canceled = withSubscription({ ...paying, canceled: true, status: 'canceled' });
    expect(canceled).toMatchObject({ standing: 'canceled', planInForce: 'free' });
    expect(entitlesTo(canceled, COACH_FEATURE.subscriptionPlans)).toBe(false);
  });

  it("keeps a company licence's stored features, and takes them away when the paying owner lapses", () => {
    const granted = coachEntitlements(facts({ plan: 'company', storedFeatures: ['all'], payer: null }), NOW);
    expect(granted).toMatchObject({ standing: 'granted', planInForce: 'company' });
    expect(entitlesTo(granted, COACH_FEATURE.cohorts)).toBe(true);

    const narrow = coachEntitlements(
      facts({ plan: 'company', storedFeatures: ['dashboard'], payer: null }),
      NOW,
    );
    expect(entitlesTo(narrow, COACH_FEATURE.cohorts)).toBe(false);

    const ownerLapsed = coachEntitlements(
      facts({
        plan: 'company',
        payer: { plan: 'enterprise', subscription: { ...paying, canceled: true } },
      }),
      NOW,
    );
    expect(ownerLapsed).toMatchObject({ standing: 'canceled', planInForce: 'free' });
    expect(entitlesTo(ownerLapsed, COACH_FEATURE.cohorts)).toBe(false);

    // An owner on the free package pays for nothing: the grant stands.
    const ownerFree = coachEntitlements(
      facts({ plan: 'company', payer: { plan: 'free', subscription: null } }),
      NOW,
    );
    expect(ownerFree.standing).toBe('granted');
  });

  it('lets the exclude list take a feature away on any plan', () => {
    const excluded = coachEntitlements(facts({ exclude: [COACH_FEATURE.courses] }), NOW);
    expect(entitlesTo(excluded, COACH_FEATURE.courses)).toBe(false);
    expect(entitlesTo(excluded, COACH_FEATURE.cohorts)).toBe(true);
  });
});

describe('packageChoiceRefusal', () => {
  const { professional, enterprise } = COACH_PACKAGES;
  it('lets a coach on their own licence upgrade, buy again once lapsed or ended, and move packages', () => {
    expect(packageChoiceRefusal({ plan: 'free', standing: 'active' }, professional)).toBeNull();
    expect(packageChoiceRefusal({ plan: 'professional', standing: 'lapsed' }, professional)).toBeNull();
    expect(packageChoiceRefusal({ plan: 'professional', standing: 'canceled' }, professional)).toBeNull();
    expect(packageChoiceRefusal({ plan: 'professional', standing: 'active' }, enterprise)).toBeNull();
  });

  it('refuses the package held in good standing, and any package to a company licence', () => {
    expect(packageChoiceRefusal({ plan: 'professional', standing: 'active' }, professional)).toBe(
      'already_on_it',
    );
    expect(packageChoiceRefusal({ plan: 'enterprise', standing: 'grace' }, enterprise)).toBe('already_on_it');
    expect(packageChoiceRefusal({ plan: 'company', standing: 'lapsed' }, professional)).toBe(
      'company_licence',
    );
  });
});
