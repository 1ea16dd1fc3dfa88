import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PERSONAL_DATA_MESSAGES } from '@tandem/shared';
import { buildClient, buildCoach } from '../../../test/factories';
import { renderApp, TEST_TOKEN } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
const EXPORT = 'GET /api/clients/data-export/';
const DELETION = '/api/clients/account-deletion/';
const NOT_SCHEDULED = { [`GET ${DELETION}`]: { body: { deletion: null } } };

describe("the client's 'Your Data' section", () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.restoreAllMocks();
  });

  it('downloads the zip with the session token, named as the server names it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:my-data');
    URL.revokeObjectURL = vi.fn();
    const downloads: { href: string | null; name: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href'), name: this.download });
    });
    const { server } = renderApp('/settings', {
      user: buildClient(),
      api: {
        ...NOT_SCHEDULED,
        [EXPORT]: {
          body: 'PK',
          headers: { 'Content-Disposition': 'attachment; filename="tandem-my-data-2026-11-25.zip"' },
        },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Your Data' }));
    section.getByRole('button', { name: 'Download my data' }).click();

    await waitFor(() =>
      expect(downloads).toEqual([{ href: 'blob:my-data', name: 'tandem-my-data-2026-11-25.zip' }]),
    );
    expect(server.callsTo(EXPORT)[0]?.headers.get('Authorization')).toBe(`Token ${TEST_TOKEN}`);
  });

  it('says when the download failed', async () => {
    renderApp('/settings', {
      user: buildClient(),
      api: { ...NOT_SCHEDULED, [EXPORT]: { status: 500, body: { detail: 'boom' } } },
    });
    const section = within(await screen.findByRole('region', { name: 'Your Data' }));
    section.getByRole('button', { name: 'Download my data' }).click();
    expect(await section.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('is not offered to a coach, nor while an admin is looking on a client’s behalf', async () => {
    renderApp('/settings', { user: buildCoach() });
    await screen.findByRole('region', { name: 'User Information' });
    expect(screen.queryByRole('region', { name: 'Your Data' })).not.toBeInTheDocument();
    cleanup();
    renderApp('/settings', { user: { ...buildClient(), impersonating: true } });
    await screen.findByRole('region', { name: 'User Information' });
    expect(screen.queryByRole('region', { name: 'Your Data' })).not.toBeInTheDocument();
  });
});

describe("the client's account deletion", () => {
  const scheduled = { requested_at: '2026-11-25T10:00:00Z', delete_after: '2026-12-09T10:00:00Z' };

  it('asks for the password, shows the server refusing a wrong one, then says when the account goes', async () => {
    const { server, user } = renderApp('/settings', {
      user: buildClient(),
      api: {
        ...NOT_SCHEDULED,
        [`POST ${DELETION}`]: ({ body }) =>
          (body as { password: string }).password === 'right one'
            ? { status: 201, body: { deletion: scheduled } }
            : { status: 400, body: { password: [PERSONAL_DATA_MESSAGES.passwordWrong] } },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Your Data' }));
    await user.click(await section.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));

    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(PERSONAL_DATA_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(server.callsTo(`POST ${DELETION}`)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Password'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(PERSONAL_DATA_MESSAGES.passwordWrong)).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'right one');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const status = await section.findByRole('status');
    expect(status).toHaveTextContent('Your account will be deleted');
    expect(status).toHaveTextContent(
      new Date(scheduled.delete_after).toLocaleDateString('en-US', { dateStyle: 'long' }),
    );
    expect(server.callsTo(`POST ${DELETION}`).at(-1)?.body).toEqual({ password: 'right one' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the account when the client changes their mind', async () => {
    const { server, user } = renderApp('/settings', {
      user: buildClient(),
      api: {
        [`GET ${DELETION}`]: { body: { deletion: scheduled } },
        [`DELETE ${DELETION}`]: { status: 204 },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Your Data' }));
    await user.click(await section.findByRole('button', { name: 'Keep my account' }));
    expect(await section.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(section.queryByRole('status')).not.toBeInTheDocument();
    expect(server.callsTo(`DELETE ${DELETION}`)).toHaveLength(1);
  });
});
