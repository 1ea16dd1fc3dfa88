import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { readSession } from '../../lib/session';
import { userQueryKey } from '../../features/users';
import { buildClient, buildCoach, buildCoachPlan, buildUser } from '../../test/factories';
import { TEST_TOKEN, renderApp } from '../../test/render';

describe('session guard', () => {
  it('sends a visitor to the login page with the asked path as next', async () => {
    const { router } = renderApp('/settings?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/settings?tab=2')}`);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('lets a logged-in user in', async () => {
    renderApp('/settings', { user: buildClient() });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('drops a session the server refuses (401) and sends the user to the login page', async () => {
    const user = buildClient();
    const { router } = renderApp('/settings', {
      user,
      api: { [`GET /api/user/${user.id}/`]: { status: 401, body: { detail: MESSAGES.invalidToken } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?next=%2Fsettings');
    expect(readSession()).toBeNull();
  });

  it('shows the server error inside the shell when the user cannot be loaded', async () => {
    const user = buildClient();
    renderApp('/settings', { user, api: { [`GET /api/user/${user.id}/`]: { status: 500 } } });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(readSession()).not.toBeNull();
  });

  it('sends the user to the login page when the session is dropped while on a page', async () => {
    const { router } = renderApp('/settings', { user: buildClient() });
    await screen.findByRole('heading', { name: 'Settings' });
    act(() => localStorage.clear());
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'user' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?next=%2Fsettings');
  });
});

describe('guest-only guard', () => {
  it('sends a logged-in coach from the login page to the dashboard', async () => {
    const { router } = renderApp('/', { user: buildCoach() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Grace.')).toBeInTheDocument();
  });

  it("sends a logged-in client to their profile's home", async () => {
    const { router } = renderApp('/sign-in', { user: buildClient({ home: 'assessments' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/assessments'));
  });
});

describe('coach guard', () => {
  it('sends a user without a coach license to /new-user', async () => {
    const { router } = renderApp('/dashboard', { user: buildClient() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-user'));
    expect(await screen.findByRole('heading', { name: 'Coach license required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your settings' })).toHaveAttribute('href', '/settings');
  });

  it('opens the upgrade modal and stays on the previous route when the feature is missing', async () => {
    const coach = buildCoach({ coach_features: ['cohorts'] });
    const { router } = renderApp('/settings', { user: coach });
    await screen.findByRole('heading', { name: 'Settings' });

    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByText(MESSAGES.upgrade)).toBeInTheDocument();
    expect(screen.getByText('Please upgrade')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers a coach on their own licence the plans from the upgrade modal', async () => {
    const free = buildCoachPlan({ plan: 'free', plan_in_force: 'free', standing: 'free' });
    const coach = buildCoach({ coach_features: ['cohorts'] }, { coach_plan: free });
    const { router, user } = renderApp('/settings', { user: coach });
    await screen.findByRole('heading', { name: 'Settings' });
    await act(() => router.navigate('/dashboard'));
    await user.click(await screen.findByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#plan');
    expect(await screen.findByRole('region', { name: 'Plan' })).toBeInTheDocument();
  });

  it('does not offer the plans to a coach whose company grants their licence', async () => {
    const granted = {
      plan: 'company',
      plan_in_force: 'company',
      standing: 'granted',
      grace_ends_at: null,
    } as const;
    const coach = buildCoach({ coach_features: ['cohorts'] }, { coach_plan: granted });
    const { router } = renderApp('/settings', { user: coach });
    await screen.findByRole('heading', { name: 'Settings' });
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText(MESSAGES.upgrade)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See plans' })).not.toBeInTheDocument();
  });

  it('asks the server before refusing: a kept copy from before a package was bought does not shut the route', async () => {
    const upgraded = buildCoach({ coach_features: ['all'] });
    const kept = { ...upgraded, features: { ...upgraded.features, coach_features: ['cohorts'] } };
    const { router } = renderApp('/dashboard', {
      user: upgraded,
      cached: (queryClient) => queryClient.setQueryData(userQueryKey(upgraded.id), kept),
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(MESSAGES.upgrade)).not.toBeInTheDocument();
  });

  it('sends the user to /daily-exercise with the upgrade modal on a fresh page load', async () => {
    const coach = buildCoach({ coach_features: ['all'], exclude: ['dashboard'] });
    const { router } = renderApp('/dashboard', { user: coach });
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-exercise'));
    expect(await screen.findByText(MESSAGES.upgrade)).toBeInTheDocument();
  });
});

describe('client guard', () => {
  it('sends a client whose flag is off to their home path', async () => {
    const { router } = renderApp('/goals', { user: buildClient({ allow_goals: false, home: 'progress' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
    expect(await screen.findByRole('heading', { name: 'Progress' })).toBeInTheDocument();
  });

  it('sends a client whose features exclude the route to their home path', async () => {
    const client = buildClient({ home: 'goals' }, { exclude: ['journal'] });
    const { router } = renderApp('/journal', { user: client });
    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
  });

  it('lets a client stay on their home path even with its flag off', async () => {
    const client = buildClient({ home: 'goals', allow_goals: false });
    const { router } = renderApp('/goals', { user: client });
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/goals');
  });

  it('lets a client open a route their flag and features allow', async () => {
    renderApp('/reflection-history', { user: buildClient() });
    expect(await screen.findByRole('heading', { name: 'Reflection History' })).toBeInTheDocument();
  });

  it('lets users without a client profile pass', async () => {
    renderApp('/journal', { user: buildCoach() });
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
  });
});

describe('other routes', () => {
  it('redirects /index.html to /', async () => {
    const { router } = renderApp('/index.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it.each([{ user: undefined }, { user: buildClient() }])(
    'says an unknown path was not found and stays on it (%#)',
    async ({ user }) => {
      const { router } = renderApp('/no/such/page', user ? { user } : {});
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText('/no/such/page')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
      expect(router.state.location.pathname).toBe('/no/such/page');
    },
  );

  it('logs out: revokes the token, forgets the session and the cache, and goes to /login', async () => {
    const user = buildUser();
    const { router, server, queryClient } = renderApp('/logout', {
      user,
      api: { 'POST /api/logout/': { status: 204 } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.callsTo('POST /api/logout/')[0]?.headers.get('Authorization')).toBe(`Token ${TEST_TOKEN}`);
    expect(readSession()).toBeNull();
    expect(queryClient.getQueryData(['users', user.id])).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out locally even when the server call fails', async () => {
    const { router } = renderApp('/logout', {
      user: buildUser(),
      api: { 'POST /api/logout/': 'network-error' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
  });
});
