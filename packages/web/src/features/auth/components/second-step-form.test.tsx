import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@tandem/shared';
import { readSession } from '../../../lib/session';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';

const client = buildClient({ home: 'goals' });
const challenge = { two_step_required: true, challenge: 'chal', methods: ['totp'], expires_in: 300 };

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login step', () => {
  it('asks for the code after the password and logs in with it', async () => {
    const { user, router, server } = renderApp('/', {
      api: {
        'POST /api/api-token-auth/': { body: challenge },
        'POST /api/api-token-auth/two-step/': { body: { token: 'abc', id: client.id } },
        [`GET /api/user/${client.id}/`]: { body: client },
      },
    });
    await passwordStep(user);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code or a recovery code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    expect(readSession()).toEqual({ token: 'abc', id: client.id });
    expect(server.callsTo('POST /api/api-token-auth/two-step/')[0]?.body).toEqual({
      challenge: 'chal',
      code: '123 456',
    });
  });

  it("shows the server's message for a wrong code and goes back to the login", async () => {
    const { user } = renderApp('/', {
      api: {
        'POST /api/api-token-auth/': { body: { ...challenge, methods: ['totp', 'passkey'] } },
        'POST /api/api-token-auth/two-step/': { status: 400, body: { code: [TWO_STEP_MESSAGES.wrongCode] } },
      },
    });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.wrongCode);
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});
