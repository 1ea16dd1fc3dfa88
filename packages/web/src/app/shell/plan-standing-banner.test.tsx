import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCoach, buildCoachPlan } from '../../test/factories';
import { renderApp } from '../../test/render';
import { CHOOSE_PLAN_PATH, planStandingNotice, UPDATE_CARD_PATH } from './plan-standing-banner';

vi.setConfig({ testTimeout: 20_000 });

describe("the coach's plan standing", () => {
  it('says nothing while the plan is paid, free or granted', () => {
    for (const standing of ['active', 'free', 'granted'] as const)
      expect(planStandingNotice(buildCoachPlan({ standing }))).toBeNull();
    expect(planStandingNotice(null)).toBeNull();
  });

  it('tells a coach in the grace until when every tool stays, with the way to pay, above every page', async () => {
    const coach = buildCoach(
      {},
      { coach_plan: buildCoachPlan({ standing: 'grace', grace_ends_at: '2026-12-08T12:00:00.000Z' }) },
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
    expect(planStandingNotice(buildCoachPlan({ standing: 'lapsed', plan_in_force: 'free' }))).toMatchObject({
      title: 'Your plan is unpaid',
      updateCard: true,
    });
    const ended = planStandingNotice(buildCoachPlan({ plan: 'enterprise', standing: 'canceled' }));
    expect(ended?.text).toBe(
      "Your Unlimited plan has ended, so only the free plan's tools are open. Your clients and content are kept.",
    );
    expect(planStandingNotice(buildCoachPlan({ plan: 'company', standing: 'lapsed' }))?.text).toMatch(
      /^Your company's plan/,
    );
  });

  it('sends a coach whose own package ended to the plans; a company licence has no plan to choose', async () => {
    expect(planStandingNotice(buildCoachPlan({ plan: 'company', standing: 'canceled' }))?.choosePlan).toBe(
      false,
    );
    const coach = buildCoach(
      {},
      { coach_plan: buildCoachPlan({ standing: 'canceled', plan_in_force: 'free' }) },
    );
    renderApp('/dashboard', { user: coach });
    const banner = await screen.findByRole('status', { name: 'Your plan has ended' });
    expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      CHOOSE_PLAN_PATH,
    );
    expect(within(banner).queryByRole('link', { name: 'Update card' })).not.toBeInTheDocument();
  });

  it('shows someone acting as the coach the ended plan, without the way to buy one', async () => {
    const coach = buildCoach(
      {},
      { coach_plan: buildCoachPlan({ standing: 'canceled', plan_in_force: 'free' }), impersonating: true },
    );
    renderApp('/dashboard', { user: coach });
    const banner = await screen.findByRole('status', { name: 'Your plan has ended' });
    expect(within(banner).queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });
});
