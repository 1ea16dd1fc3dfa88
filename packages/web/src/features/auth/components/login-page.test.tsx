import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER, MESSAGES } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildClient, buildCoach } from '../../../test/factories';
import type { FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

const client = buildClient({ home: 'goals' });
const coach = buildCoach();

/** Renders the login page at `path` with a token endpoint answering `token` and the user endpoint. */
function renderLogin(path: string, token: FakeHandler, userAnswer: FakeHandler = { body: client }) {
  return renderApp(path, {
    api: { 'POST /api/api-token-auth/': token, [`GET /api/user/${client.id}/`]: userAnswer },
  });
}

async function submit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('logs in and goes to the next query value', async () => {
    const { user, router, server } = renderLogin('/?next=%2Fsettings%3Ftab%3D2', {
      body: { token: 'abc', id: client.id },
    });
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(readSession()).toEqual({ token: 'abc', id: client.id });

    const [login] = server.callsTo('POST /api/api-token-auth/');
    expect(login?.body).toEqual({ username: 'ada@example.com', password: 'secret-pass' });
    expect(login?.headers.get(APP_VERSION_HEADER)).toBe(APP_VERSION);
    expect(login?.headers.get('Authorization')).toBeNull();
    const [userCall] = server.callsTo(`GET /api/user/${client.id}/`);
    expect(userCall?.headers.get('Authorization')).toBe('Token abc');
  });

  it("goes to the client's home path without a next value", async () => {
    const { user, router } = renderLogin('/sign-in', { body: { token: 'abc', id: client.id } });
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
  });

  it('sends a coach to the dashboard', async () => {
    const { user, router } = renderLogin(
      '/login',
      { body: { token: 'abc', id: client.id } },
      { body: { ...coach, id: client.id } },
    );
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a coach whose features lack the dashboard on to /daily-exercise with the upgrade modal', async () => {
    const { user, router } = renderLogin(
      '/',
      { body: { token: 'abc', id: client.id } },
      { body: buildCoach({ coach_features: ['cohorts'] }, { id: client.id }) },
    );
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-exercise'));
    expect(await screen.findByText(MESSAGES.upgrade)).toBeInTheDocument();
  });

  it('ignores a next value that leaves the site', async () => {
    const { user, router } = renderLogin('/?next=%2F%2Fevil.example%2F', {
      body: { token: 'abc', id: client.id },
    });
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
  });

  it.each<[string, FakeHandler, string]>([
    ['400', { status: 400, body: { non_field_errors: ['Unable to log in.'] } }, MESSAGES.badCredentials],
    ['429', { status: 429, body: { detail: MESSAGES.tooManyLoginAttempts } }, MESSAGES.badCredentials],
    ['500', { status: 500, body: {} }, MESSAGES.loginServerError],
    [
      '403 account_deactivated',
      { status: 403, body: { detail: 'deactivated', code: 'account_deactivated' } },
      MESSAGES.accountDeactivated,
    ],
    ['a network failure', 'network-error', MESSAGES.accountDeactivated],
  ])('shows the spec message for %s', async (_case, answer, message) => {
    const { user, router } = renderLogin('/', answer);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/');
    expect(readSession()).toBeNull();
  });

  it('logs out again and shows an error when the user cannot be loaded', async () => {
    const { user, router } = renderLogin('/', { body: { token: 'abc', id: client.id } }, { status: 500 });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.badCredentials);
    expect(readSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for both fields before calling the server', async () => {
    const { user, server } = renderLogin('/', { body: { token: 'abc', id: client.id } });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(server.callsTo('POST /api/api-token-auth/')).toHaveLength(0);
  });

  it('links to the password reset, and to sign-up only when the sub-domain allows onboarding', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Reset My Password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
