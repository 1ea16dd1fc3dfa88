import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import type { FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
// Each test renders the whole app; on a loaded machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const client = buildClient();
const patchKey = `PATCH /api/user/${client.id}/`;
const setPasswordKey = `POST /api/user/${client.id}/set_password/`;

const section = (name: string) => screen.findByRole('region', { name });

describe('e-mail change', () => {
  async function changeEmail(
    answer: FakeHandler,
    email = 'New@Example.com ',
    confirmation = email,
    currentPassword = 'my-secret',
  ) {
    const rendered = renderApp('/settings', { user: client, api: { [patchKey]: answer } });
    const form = within(await section('Change Email'));
    await rendered.user.type(form.getByLabelText('New Email'), email);
    if (confirmation) await rendered.user.type(form.getByLabelText('Confirm New Email'), confirmation);
    if (currentPassword) await rendered.user.type(form.getByLabelText('Current Password'), currentPassword);
    await rendered.user.click(form.getByRole('button', { name: 'Change Email' }));
    return { ...rendered, form };
  }

  it("sends the address trimmed and lower-cased, says 'Saved' and shows the new address", async () => {
    const { server, form } = await changeEmail(({ body }) => ({ body: { ...client, ...(body as object) } }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey).map((call) => call.body)).toEqual([
      { email: 'new@example.com', current_password: 'my-secret' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('new@example.com'));
    expect(form.getByLabelText('New Email')).toHaveValue('');
  });

  it('accepts a confirmation that differs only in case and spaces', async () => {
    const { server } = await changeEmail({ body: client }, 'new@example.com', ' NEW@example.com');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(1);
  });

  it('refuses a confirmation that does not match', async () => {
    const { server, form } = await changeEmail({ body: client }, 'new@example.com', 'other@example.com');
    expect(await form.findByText(ACCOUNT_MESSAGES.emailConfirmationMismatch)).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    const { server, form } = await changeEmail({ body: client }, 'not-an-address');
    expect(await form.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);
  });

  it('asks for the current password before sending anything', async () => {
    const { server, form } = await changeEmail({ body: client }, 'new@example.com', undefined, '');
    expect(await form.findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);
  });

  it("shows the server's answer about a wrong current password on that field", async () => {
    const { form } = await changeEmail({
      status: 400,
      body: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    });
    expect(await form.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(form.getByLabelText('Current Password')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.currentPasswordWrong,
    );
  });

  it.each([
    [400, MESSAGES.emailInUse],
    [403, MESSAGES.noPermission],
    [404, MESSAGES.noPermission],
    [500, MESSAGES.serverError],
    [502, MESSAGES.serverError],
  ])('on a %i says %s', async (status, message) => {
    await changeEmail({ status, body: { email: ['taken'] } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('password change', () => {
  async function fill(
    answer: FakeHandler,
    values: { old?: string; password?: string; confirmation?: string } = {},
  ) {
    const { old = 'old-secret', password = 'new-secret-1', confirmation = password } = values;
    const rendered = renderApp('/settings', { user: client, api: { [setPasswordKey]: answer } });
    const form = within(await section('Change Password'));
    if (old) await rendered.user.type(form.getByLabelText('Old Password'), old);
    if (password) await rendered.user.type(form.getByLabelText('New Password'), password);
    if (confirmation) await rendered.user.type(form.getByLabelText('Confirm New Password'), confirmation);
    await rendered.user.click(form.getByRole('button', { name: 'Change Password' }));
    return { ...rendered, form };
  }

  it("posts the three fields, says 'Saved' and empties the form", async () => {
    const { server, form } = await fill({ body: { detail: 'Password changed' } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(setPasswordKey).map((call) => call.body)).toEqual([
      { old_password: 'old-secret', password: 'new-secret-1', confirmation: 'new-secret-1' },
    ]);
    expect(form.getByLabelText('Old Password')).toHaveValue('');
    expect(form.getByLabelText('New Password')).toHaveValue('');
  });

  it('needs all three fields', async () => {
    const { server, form } = await fill({ body: {} }, { old: '', password: 'new-secret-1' });
    expect(await form.findByText(ACCOUNT_MESSAGES.fillAllFields)).toBeInTheDocument();
    expect(form.getByLabelText('Old Password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.fillAllFields);
    expect(server.callsTo(setPasswordKey)).toHaveLength(0);
  });

  it('says "Password doesn\'t match" when the confirmation differs', async () => {
    const { server, form } = await fill({ body: {} }, { confirmation: 'new-secret-2' });
    expect(await form.findByText(ACCOUNT_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(server.callsTo(setPasswordKey)).toHaveLength(0);
  });

  it("shows the server's first field error", async () => {
    await fill({ status: 400, body: { old_password: [ACCOUNT_MESSAGES.oldPasswordWrong] } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.oldPasswordWrong)).toBeInTheDocument();
  });

  it('shows non_field_errors', async () => {
    await fill({ status: 400, body: { non_field_errors: ['This password is too common.'] } });
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
  });

  it('says the server error of the password change at 500 and above', async () => {
    await fill({ status: 500, body: {} });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChangeServerError)).toBeInTheDocument();
  });
});
