import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, APP_VERSION, MESSAGES, type User } from '@tandem/shared';
import { buildClient, buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { NOT_AN_IMAGE } from '../utils/settings-values';

configure({ asyncUtilTimeout: 5_000 });
// Each test renders the whole app; on a loaded machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const client = buildClient();
const patchKey = `PATCH /api/user/${client.id}/`;

const section = (name: string) => screen.findByRole('region', { name });

function renderSettings(user: User = client, api: FakeRoutes = {}) {
  return renderApp('/settings', { user, api });
}

/** The multipart bodies the app sent to `PATCH /api/user/{id}/` (the fake API records JSON only). */
function multipartPatches(id: number): FormData[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url) === `/api/user/${id}/` && init?.method === 'PATCH')
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);
}

describe('settings page', () => {
  it('shows the e-mail read-only and the app version', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(client.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText(`App version ${APP_VERSION}`)).toBeInTheDocument();
  });

  it('shows every section to a client whose profile allows exercises and reflections', async () => {
    renderSettings();
    await section('User Information');
    for (const name of ['Change Email', 'Change Password', 'System Settings', 'Notifications', 'Rewards']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Habit Program' })).toBeInTheDocument();
  });

  it('hides the system settings when the profile allows neither exercises nor reflections', async () => {
    renderSettings(buildClient({ allow_daily_exercises: false, allow_self_reflect: false }));
    await section('User Information');
    expect(screen.queryByRole('region', { name: 'System Settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Time Zone')).not.toBeInTheDocument();
  });

  it('shows only the exercise time with daily exercises alone', async () => {
    renderSettings(buildClient({ allow_self_reflect: false }));
    const system = within(await section('System Settings'));
    expect(system.getByLabelText('Exercise Time hours')).toBeInTheDocument();
    expect(system.queryByLabelText('Reflection Time hours')).not.toBeInTheDocument();
    expect(system.queryByRole('group', { name: 'Reflection Days' })).not.toBeInTheDocument();
  });

  it('shows only the reflection days and time with self reflect alone', async () => {
    renderSettings(buildClient({ allow_daily_exercises: false }));
    const system = within(await section('System Settings'));
    expect(system.queryByLabelText('Exercise Time hours')).not.toBeInTheDocument();
    expect(system.getByLabelText('Reflection Time hours')).toBeInTheDocument();
    expect(system.getByRole('group', { name: 'Reflection Days' })).toBeInTheDocument();
  });

  it('shows a coach without a client profile no system settings and no habit program', async () => {
    renderSettings(buildCoach());
    await section('User Information');
    expect(screen.queryByRole('region', { name: 'System Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Habit Program' })).not.toBeInTheDocument();
  });
});

describe('user information', () => {
  it("saves the user's information and says 'Saved'", async () => {
    const { user, server } = renderSettings(client, {
      [patchKey]: ({ body }) => ({ body: { ...client, ...(body as object) } }),
    });
    const info = within(await section('User Information'));
    const firstName = info.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    // The phone number is asked for under Notifications, with text notices only (spec section 5).
    expect(info.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
    await user.click(info.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
    });
  });

  it("on a 400 shows 'Error' and keeps the field errors under the inputs", async () => {
    const { user } = renderSettings(client, {
      [patchKey]: {
        status: 400,
        body: { last_name: ['Ensure this field has no more than 150 characters.'] },
      },
    });
    const info = within(await section('User Information'));
    await user.type(info.getByLabelText('Last Name'), 'abc');
    await user.click(info.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaveError)).toBeInTheDocument();
    const lastName = info.getByLabelText('Last Name');
    await waitFor(() =>
      expect(lastName).toHaveAccessibleDescription('Ensure this field has no more than 150 characters.'),
    );
    expect(lastName).toHaveValue('Lovelaceabc');
  });

  it('ignores other failing statuses', async () => {
    const { user, server } = renderSettings(client, { [patchKey]: { status: 503, body: {} } });
    const info = within(await section('User Information'));
    await user.click(info.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(patchKey)).toHaveLength(1));
    await waitFor(() => expect(info.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText(ACCOUNT_MESSAGES.profileSaveError)).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('checks the names before calling the server', async () => {
    const { user, server } = renderSettings();
    const info = within(await section('User Information'));
    await user.clear(info.getByLabelText('Last Name'));
    await user.click(info.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);
  });
});

describe('profile image', () => {
  it('uploads the image as multipart with the image field and shows the new avatar', async () => {
    const { user } = renderSettings(client, {
      [patchKey]: { body: { ...client, image: '/media/avatars/abc.png' } },
    });
    const info = within(await section('User Information'));
    const image = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await user.upload(info.getByLabelText('Profile image file'), image);

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [body] = multipartPatches(client.id);
    expect(body?.get('image')).toBe(image);
    expect([...(body?.keys() ?? [])]).toEqual(['image']);
    await waitFor(() =>
      expect(info.getByRole('img', { name: 'Profile image' })).toHaveAttribute(
        'src',
        '/media/avatars/abc.png',
      ),
    );
  });

  it('refuses a file that is not an image without calling the server', async () => {
    renderSettings();
    const info = within(await section('User Information'));
    const pdf = new File(['%PDF'], 'me.pdf', { type: 'application/pdf' });
    fireEvent.change(info.getByLabelText('Profile image file'), { target: { files: [pdf] } });

    expect(await info.findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
    expect(multipartPatches(client.id)).toHaveLength(0);
  });

  it('offers only image files', async () => {
    renderSettings();
    const info = within(await section('User Information'));
    expect(info.getByLabelText('Profile image file')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/webp',
    );
  });

  it("shows the server's message when it refuses the image", async () => {
    const { user } = renderSettings(client, {
      [patchKey]: { status: 400, body: { image: [NOT_AN_IMAGE] } },
    });
    const info = within(await section('User Information'));
    await user.upload(
      info.getByLabelText('Profile image file'),
      new File(['x'], 'fake.png', { type: 'image/png' }),
    );
    expect(await info.findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
  });

  it('shows the server error when the upload fails otherwise', async () => {
    const { user } = renderSettings(client, { [patchKey]: { status: 500, body: {} } });
    const info = within(await section('User Information'));
    await user.upload(
      info.getByLabelText('Profile image file'),
      new File(['x'], 'me.gif', { type: 'image/gif' }),
    );
    expect(await info.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });
});
