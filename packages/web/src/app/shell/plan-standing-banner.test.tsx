import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CoachPlan } from '@tandem/shared';
import { buildCoach } from '../../test/factories';
import { renderApp } from '../../test/render';
import { planStandingNotice, UPDATE_CARD_PATH } from './plan-standing-banner';

vi.setConfig({ testTimeout: 20_000 });

const plan = (overrides: Partial<CoachPlan>): CoachPlan => ({
  plan: 'professional',
  plan_in_force: 'professional',
  standing: 'active',
  grace_ends_at: null,
  ...overrides,
});

describe("the coach's plan standing", () => {
  it('says nothing while the plan is paid, free or granted', () => {
    for (const standing of ['active', 'free', 'granted'] as const)
      expect(planStandingNotice(plan({ standing }))).toBeNull();
    expect(planStandingNotice(null)).toBeNull();
  });

  it('tells a coach in the grace until when every tool stays, with the way to pay, above every page', async () => {
    const coach = buildCoach(
      {},
      { coach_plan: plan({ standing: 'grace', grace_ends_at: '2026-12-08T12:00:00.000Z' }) },
    );
    renderApp('/dashboard', { user: coach });
    const banner = await screen.findByRole('status', { name: 'A payment failed' });
    expect(banner).toHaveTextContent(
      'The last payment for your Professional plan did not go through. Update your card by December 8, 2026 to keep every tool.',
    );
    expect(within(banner).getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      UPDATE_CARD_PATH,
    );
  });

  it('tells a lapsed or ended plan that the free tools are left and nothing was deleted', () => {
    expect(planStandingNotice(plan({ standing: 'lapsed', plan_in_force: 'free' }))).toMatchObject({
      title: 'Your plan is unpaid',
      updateCard: true,
    });
    const ended = planStandingNotice(plan({ plan: 'enterprise', standing: 'canceled' }));
    expect(ended?.text).toBe(
      "Your Unlimited plan has ended, so only the free plan's tools are open. Your clients and content are kept.",
    );
    expect(planStandingNotice(plan({ plan: 'company', standing: 'lapsed' }))?.text).toMatch(
      /^Your company's plan/,
    );
  });
});
