import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, MESSAGES } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import { TEST_TOKEN, renderApp } from '../../../test/render';

const sent = { 'POST /api/support/': { status: 201, body: {} } };

async function openHelp(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Help' }));
  return screen.findByRole('dialog', { name: 'Having a problem?' });
}

describe('help button', () => {
  it('asks a visitor for name, e-mail and message, then sends the report', async () => {
    const { user, server } = renderApp('/', { api: sent });
    const dialog = await openHelp(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getAllByText(MESSAGES.required)).toHaveLength(3);
    expect(server.callsTo('POST /api/support/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Name/), 'Vera Visitor');
    await user.type(within(dialog).getByLabelText(/Email/), 'vera@example.com');
    await user.type(within(dialog).getByLabelText(/Message/), 'The page is blank');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(MESSAGES.supportSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/support/')[0]?.body).toEqual({
      message: 'The page is blank',
      name: 'Vera Visitor',
      email: 'vera@example.com',
      version: APP_VERSION,
      url: window.location.href,
    });
  });

  it('asks a logged-in user only for the message', async () => {
    const { user, server } = renderApp('/settings', { user: buildClient(), api: sent });
    const dialog = await openHelp(user);
    expect(within(dialog).queryByLabelText(/Name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Message/), 'Help');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(MESSAGES.supportSent)).toBeInTheDocument();
    const [report] = server.callsTo('POST /api/support/');
    expect(report?.body).toEqual({ message: 'Help', version: APP_VERSION, url: window.location.href });
    expect(report?.headers.get('Authorization')).toBe(`Token ${TEST_TOKEN}`);
  });

  it("shows the server's field errors under the fields", async () => {
    const { user } = renderApp('/', {
      api: { 'POST /api/support/': { status: 400, body: { email: ['Enter a valid email address.'] } } },
    });
    const dialog = await openHelp(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Vera');
    await user.type(within(dialog).getByLabelText(/Email/), 'vera@example.com');
    await user.type(within(dialog).getByLabelText(/Message/), 'Broken');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const email = within(dialog).getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.queryByText(MESSAGES.supportSent)).not.toBeInTheDocument();
  });
});
