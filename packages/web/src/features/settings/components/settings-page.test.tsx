import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import { renderApp } from '../../../test/render';

const client = buildClient();
const patchKey = `PATCH /api/user/${client.id}/`;

describe('settings page', () => {
  it('shows the e-mail read-only and the app version', async () => {
    renderApp('/settings', { user: client });
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(client.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText(`App version ${APP_VERSION}`)).toBeInTheDocument();
  });

  it("saves the user's information and says 'Saved'", async () => {
    const { user, server } = renderApp('/settings', {
      user: client,
      api: { [patchKey]: ({ body }) => ({ body: { ...client, ...(body as object) } }) },
    });
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.type(screen.getByLabelText('Phone Number'), '5551234');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      phone_number: '5551234',
    });
  });

  it("on a 400 shows 'Error' and keeps the field errors under the inputs", async () => {
    const { user } = renderApp('/settings', {
      user: client,
      api: { [patchKey]: { status: 400, body: { phone_number: ['Enter a valid phone number.'] } } },
    });
    await user.type(await screen.findByLabelText('Phone Number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a valid phone number.'));
    expect(phone).toHaveValue('abc');
  });

  it('checks the names before calling the server', async () => {
    const { user, server } = renderApp('/settings', { user: client });
    await user.clear(await screen.findByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);
  });
});
