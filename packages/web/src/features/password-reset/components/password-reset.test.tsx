import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildClient, buildCoach } from '../../../test/factories';
import type { FakeHandler, FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
// Each test renders the whole app; on a loaded machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const REQUEST_KEY = 'POST /api/user/request_password_change/';
const RESET_KEY = 'POST /api/user/reset_password/';
const client = buildClient({ home: 'goals' });

describe('reset request page', () => {
  async function request(answer: FakeHandler, email = ' Ada@Example.com ') {
    const rendered = renderApp('/reset-password', { api: { [REQUEST_KEY]: answer } });
    await rendered.user.type(await screen.findByLabelText('Email'), email);
    await rendered.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    return rendered;
  }

  it('sends the e-mail without a token and says a link was sent', async () => {
    const { server } = await request({ body: { detail: ACCOUNT_MESSAGES.resetRequested } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    const [call] = server.callsTo(REQUEST_KEY);
    expect(call?.body).toEqual({ email: 'ada@example.com' });
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it.each([429, 500])('says the server error when the request fails with %i', async (status) => {
    await request({ status, body: { detail: 'Too many requests.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequestServerError);
  });

  it('says the server error when the network fails', async () => {
    await request('network-error');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequestServerError);
  });

  it('checks the address before sending', async () => {
    const { server } = await request({ body: {} }, 'not-an-address');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(server.callsTo(REQUEST_KEY)).toHaveLength(0);
  });

  it('links back to sign in', async () => {
    const { user, router } = renderApp('/reset-password');
    await user.click(await screen.findByRole('link', { name: 'Back to Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('reset page', () => {
  function renderReset(answer: FakeHandler, api: FakeRoutes = {}) {
    return renderApp('/reset-password/tok-123', {
      api: { [RESET_KEY]: answer, [`GET /api/user/${client.id}/`]: { body: client }, ...api },
    });
  }

  async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
    if (password) await user.type(await screen.findByLabelText('New Password'), password);
    if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('sets the password with the token, logs in and goes home', async () => {
    const { user, router, server } = renderReset({ body: { token: 'new-token', id: client.id } });
    await fill(user, 'new-secret-1', 'new-secret-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    expect(readSession()).toEqual({ token: 'new-token', id: client.id });
    const [call] = server.callsTo(RESET_KEY);
    expect(call?.body).toEqual({ password: 'new-secret-1', confirmation: 'new-secret-1', token: 'tok-123' });
    expect(call?.headers.get('Authorization')).toBeNull();
    const [userCall] = server.callsTo(`GET /api/user/${client.id}/`);
    expect(userCall?.headers.get('Authorization')).toBe('Token new-token');
  });

  it("sends a coach to the coach's home", async () => {
    const coach = buildCoach({}, { id: client.id });
    const { user, router } = renderReset(
      { body: { token: 'new-token', id: client.id } },
      { [`GET /api/user/${client.id}/`]: { body: coach } },
    );
    await fill(user, 'new-secret-1', 'new-secret-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("needs both fields: 'Please fill out all fields'", async () => {
    const { user, server } = renderReset({ body: {} });
    await fill(user, 'new-secret-1', '');
    expect(await screen.findByText(ACCOUNT_MESSAGES.fillAllFields)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.fillAllFields,
    );
    expect(server.callsTo(RESET_KEY)).toHaveLength(0);
  });

  it("says 'Confirmation does not match' when they differ", async () => {
    const { user, server } = renderReset({ body: {} });
    await fill(user, 'new-secret-1', 'new-secret-2');
    expect(await screen.findByText(ACCOUNT_MESSAGES.confirmationMismatch)).toBeInTheDocument();
    expect(server.callsTo(RESET_KEY)).toHaveLength(0);
  });

  it('asks for a long enough password', async () => {
    const { user, server } = renderReset({ body: {} });
    await fill(user, 'short', 'short');
    expect(await screen.findByText(`Use at least ${MIN_PASSWORD_LENGTH} characters.`)).toBeInTheDocument();
    expect(server.callsTo(RESET_KEY)).toHaveLength(0);
  });

  it('shows why an invalid or expired link fails and links to a new request', async () => {
    const { user, router } = renderReset({
      status: 400,
      body: { token: [ACCOUNT_MESSAGES.resetLinkInvalid] },
    });
    await fill(user, 'new-secret-1', 'new-secret-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(readSession()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('says the server error otherwise and stays logged out', async () => {
    const { user, router } = renderReset({ status: 500, body: {} });
    await fill(user, 'new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequestServerError);
    expect(readSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/reset-password/tok-123');
  });

  it('drops the new session when the user cannot be loaded', async () => {
    const { user } = renderReset(
      { body: { token: 'new-token', id: client.id } },
      { [`GET /api/user/${client.id}/`]: { status: 500, body: {} } },
    );
    await fill(user, 'new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequestServerError);
    expect(readSession()).toBeNull();
  });
});
