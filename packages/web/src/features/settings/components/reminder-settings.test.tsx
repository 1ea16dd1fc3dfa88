import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../../test/factories';
import type { FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
// Each test renders the whole app; on a loaded machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const client = buildClient();
const patchKey = `PATCH /api/user/${client.id}/`;
const echo: FakeHandler = ({ body }) => ({ body: { ...client, ...(body as object) } });
const notifications = async () => within(await screen.findByRole('region', { name: 'Notifications' }));

describe('reminder settings (issue 20)', () => {
  it('shows the reminder times and quiet hours, and saves them with push and usage statistics', async () => {
    const { user, server } = renderApp('/settings', { user: client, api: { [patchKey]: echo } });
    const notices = await notifications();
    expect(notices.getByLabelText('Reflection reminder time hours')).toHaveValue('05');
    expect(notices.getByLabelText('Reflection reminder time AM/PM')).toHaveValue('PM');
    expect(notices.getByLabelText('Quiet hours from hours')).toHaveValue('09');
    expect(notices.getByLabelText('Quiet hours until hours')).toHaveValue('07');
    expect(notices.getByLabelText('Push notifications')).toBeChecked();
    expect(notices.getByLabelText('Share usage statistics')).toBeChecked();

    await user.clear(notices.getByLabelText('Exercise reminder time hours'));
    await user.type(notices.getByLabelText('Exercise reminder time hours'), '07');
    await user.clear(notices.getByLabelText('Exercise reminder time minutes'));
    await user.type(notices.getByLabelText('Exercise reminder time minutes'), '30');
    await user.click(notices.getByLabelText('Push notifications'));
    await user.click(notices.getByLabelText('Share usage statistics'));
    await user.click(notices.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toMatchObject({
      exercise_reminder_at: '07:30',
      reflection_reminder_at: '17:00',
      quiet_hours_start: '21:00',
      quiet_hours_end: '07:00',
      allow_notice_push: false,
      allow_analytics: false,
    });
  });

  it("shows the server's field error under a time", async () => {
    const { user } = renderApp('/settings', {
      user: client,
      api: { [patchKey]: { status: 400, body: { quiet_hours_start: ['Enter a valid time (HH:MM).'] } } },
    });
    const notices = await notifications();
    await user.click(notices.getByRole('button', { name: 'Save' }));
    expect(await notices.findByText('Enter a valid time (HH:MM).')).toBeInTheDocument();
  });
});
