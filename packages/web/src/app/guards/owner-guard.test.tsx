import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FREE_COACH_FEATURES, MESSAGES } from '@tandem/shared';
import { buildClient, buildCoach } from '../../test/factories';
import { renderApp } from '../../test/render';
import { menuItemsFor } from '../shell/menu-items';

const CAMPAIGNS = '/site-management/campaigns';
const emptyPage = { body: { count: 0, next: null, previous: null, results: [] } };

describe('owner guard', () => {
  it("lets a company's owner in when their plan grants the screen", async () => {
    const owner = buildCoach({ coach_features: ['siteCampaigns'] }, { is_owner: true });
    renderApp(CAMPAIGNS, { user: owner, api: { 'GET /api/owners/campaigns/': emptyPage } });
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(await screen.findByText(/^Your company has no campaigns yet./)).toBeInTheDocument();
  });

  it('opens the upgrade notice over the dashboard for a paid owner screen the plan does not grant', async () => {
    const owner = buildCoach({ coach_features: [...FREE_COACH_FEATURES] }, { is_owner: true });
    const { router } = renderApp(CAMPAIGNS, {
      user: owner,
      api: { 'GET /api/owners/campaigns/': emptyPage },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(MESSAGES.upgrade)).toBeInTheDocument();
    // The free plan's own site settings stay open, and the menu dims what it does not grant.
    expect(menuItemsFor(owner)).toContainEqual({ label: 'Campaigns', path: CAMPAIGNS, disabled: true });
    expect(menuItemsFor(owner)).toContainEqual({
      label: 'Site Settings',
      path: '/site-management/settings',
      disabled: false,
    });
  });

  it('sends a coach who owns no company to the dashboard', async () => {
    const { router } = renderApp(CAMPAIGNS, { user: buildCoach() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a client on from there, as the dashboard sends anyone without a coach licence', async () => {
    const { router } = renderApp(CAMPAIGNS, { user: buildClient() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-user'));
  });
});

describe('the coach menu', () => {
  it('lists Campaigns for an owner only, after Client Onboarding', () => {
    const labels = (items: { label: string; path: string }[]) => items.map((item) => item.label);
    const ownerItems = menuItemsFor(buildCoach({}, { is_owner: true }));
    expect(ownerItems).toContainEqual({ label: 'Campaigns', path: CAMPAIGNS, disabled: false });
    expect(labels(ownerItems).indexOf('Campaigns')).toBe(labels(ownerItems).indexOf('Client Onboarding') + 1);
    expect(labels(menuItemsFor(buildCoach()))).not.toContain('Campaigns');
  });
});
