import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  MESSAGES,
  PHONE_NUMBER_MESSAGES,
  type User,
} from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import type { FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });
// Each test renders the whole app; on a loaded machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
/** The time zone list holds some 600 zones, which jsdom renders slowly. */
const SLOW = { timeout: 30_000 };

const client = buildClient();
const patchKey = `PATCH /api/user/${client.id}/`;
const echo: FakeHandler = ({ body }) => ({ body: { ...client, ...(body as object) } });

const section = (name: string) => screen.findByRole('region', { name });

/** Searches the time zones (pasted at once: the list is long) and answers the listed options. */
async function searchTimeZones(user: ReturnType<typeof renderApp>['user'], text: string) {
  const input = screen.getByRole('textbox', { name: 'Time Zone' });
  await user.clear(input);
  await user.paste(text);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  // jsdom never shows Mantine's dropdown, hence `hidden`.
  return within(listbox ?? document.body).getAllByRole('option', { hidden: true });
}

function renderSettings(user: User = client, answer: FakeHandler = echo) {
  return renderApp('/settings', { user, api: { [patchKey]: answer } });
}

describe('system settings', () => {
  it('saves the time zone, work week, exercise time and reflection days and time', SLOW, async () => {
    const { user, server } = renderSettings();
    const system = within(await section('System Settings'));

    const zones = await searchTimeZones(user, 'US/Pac');
    expect(zones.map((option) => option.textContent)).toEqual(['US/Pacific']);
    await user.click(zones[0]!);

    const workWeek = within(system.getByRole('group', { name: 'Work Week' }));
    await user.click(workWeek.getByLabelText('Monday'));
    await user.click(workWeek.getByLabelText('Saturday'));
    const reflectionDays = within(system.getByRole('group', { name: 'Reflection Days' }));
    await user.click(reflectionDays.getByLabelText('Friday'));

    await user.clear(system.getByLabelText('Exercise Time hours'));
    await user.type(system.getByLabelText('Exercise Time hours'), '07');
    await user.clear(system.getByLabelText('Exercise Time minutes'));
    await user.type(system.getByLabelText('Exercise Time minutes'), '35');
    await user.click(system.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey).map((call) => call.body)).toEqual([
      {
        timezone: 'US/Pacific',
        work_week: [1, 2, 3, 4, 5],
        generate_exercises_at: '07:35',
        generate_pulse_on: [0, 1, 2, 3],
        generate_pulse_at: '18:00',
      },
    ]);
  });

  it('shows the times 12-hour with AM/PM', async () => {
    renderSettings({ ...client, generate_exercises_at: '06:05', generate_pulse_at: '18:30' });
    const system = within(await section('System Settings'));
    expect(system.getByLabelText('Exercise Time hours')).toHaveValue('06');
    expect(system.getByLabelText('Exercise Time minutes')).toHaveValue('05');
    expect(system.getByLabelText('Exercise Time AM/PM')).toHaveValue('AM');
    expect(system.getByLabelText('Reflection Time hours')).toHaveValue('06');
    expect(system.getByLabelText('Reflection Time AM/PM')).toHaveValue('PM');
  });

  it('offers the US aliases among the time zones', SLOW, async () => {
    const { user } = renderSettings();
    await section('System Settings');
    const zones = (await searchTimeZones(user, 'US/')).map((option) => option.textContent);
    expect(zones).toEqual(
      expect.arrayContaining(['US/Eastern', 'US/Central', 'US/Mountain', 'US/Pacific', 'US/Alaska']),
    );
    expect(zones).toEqual(expect.arrayContaining(['US/Hawaii', 'US/Arizona']));
  });

  it('sends only the time of the feature the profile has', async () => {
    const { user, server } = renderSettings(buildClient({ allow_self_reflect: false }));
    const system = within(await section('System Settings'));
    await user.click(system.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toEqual({
      timezone: 'America/New_York',
      work_week: [0, 1, 2, 3, 4],
      generate_exercises_at: '10:00',
    });
  });

  it('needs at least one work-week day', async () => {
    const { user, server } = renderSettings({ ...client, work_week: [2] });
    const system = within(await section('System Settings'));
    await user.click(within(system.getByRole('group', { name: 'Work Week' })).getByLabelText('Wednesday'));
    await user.click(system.getByRole('button', { name: 'Save' }));
    expect(await system.findByText(CLIENT_MESSAGES.selectWorkWeek)).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);
  });

  it("on a 400 says 'Error' and shows the field error", async () => {
    const { user } = renderSettings(client, {
      status: 400,
      body: { timezone: ['Select a valid time zone.'] },
    });
    const system = within(await section('System Settings'));
    await user.click(system.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaveError)).toBeInTheDocument();
    expect(await system.findByText('Select a valid time zone.')).toBeInTheDocument();
  });

  it('says the server error on a 500', async () => {
    const { user } = renderSettings(client, { status: 500, body: {} });
    const system = within(await section('System Settings'));
    await user.click(system.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});

/** The reminder settings the notifications form sends along as they were (issue 20). */
const UNCHANGED_REMINDERS = {
  allow_notice_push: true,
  allow_analytics: true,
  exercise_reminder_at: '08:00',
  reflection_reminder_at: '17:00',
  quiet_hours_start: '21:00',
  quiet_hours_end: '07:00',
};

describe('notifications', () => {
  it('saves e-mail notices and sound', async () => {
    const { user, server } = renderSettings();
    const notices = within(await section('Notifications'));
    expect(notices.getByLabelText('Email Notifications')).toBeChecked();
    await user.click(notices.getByLabelText('Email Notifications'));
    await user.click(notices.getByLabelText('Sound'));
    await user.click(notices.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toEqual({
      allow_notice_emails: false,
      allow_notice_sms: false,
      allow_volume: false,
      ...UNCHANGED_REMINDERS,
    });
  });

  it('asks for a phone number only with text notices and sends it as E.164, prefixed with 1', async () => {
    const { user, server } = renderSettings();
    const notices = within(await section('Notifications'));
    expect(notices.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    await user.click(notices.getByLabelText('Text Message Notifications'));
    await user.click(notices.getByRole('button', { name: 'Save' }));
    expect(await notices.findByText(PHONE_NUMBER_MESSAGES.requiredForTexts)).toBeInTheDocument();
    expect(server.callsTo(patchKey)).toHaveLength(0);

    await user.type(notices.getByLabelText('Mobile Number'), '(415) 555-2671');
    expect(notices.getByLabelText('Mobile Number')).toHaveValue('(415) 555-2671');
    await user.click(notices.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toEqual({
      allow_notice_emails: true,
      allow_notice_sms: true,
      allow_volume: true,
      ...UNCHANGED_REMINDERS,
      phone_number: '+14155552671',
    });
  });

  it('checks the number with the shared rule when the field is left, and again as it is corrected', async () => {
    const { user, server } = renderSettings();
    const notices = within(await section('Notifications'));
    await user.click(notices.getByLabelText('Text Message Notifications'));
    const phone = notices.getByLabelText('Mobile Number');
    await user.type(phone, '555-1234');
    expect(notices.queryByText(PHONE_NUMBER_MESSAGES.invalid)).not.toBeInTheDocument();
    await user.tab();
    expect(await notices.findByText(PHONE_NUMBER_MESSAGES.invalid)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    // Still wrong while typed, then right: the message goes as soon as the number is one.
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 095');
    expect(notices.getByText(PHONE_NUMBER_MESSAGES.invalid)).toBeInTheDocument();
    await user.type(phone, '8');
    await waitFor(() => expect(notices.queryByText(PHONE_NUMBER_MESSAGES.invalid)).not.toBeInTheDocument());
    await user.click(notices.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(patchKey)).toHaveLength(1));
    expect(server.callsTo(patchKey)[0]?.body).toMatchObject({ phone_number: '+442079460958' });
  });

  it('shows a stored number the way it is typed and sends it back as stored', async () => {
    const { user, server } = renderSettings({
      ...client,
      allow_notice_sms: true,
      phone_number: '+14155552671',
    });
    const notices = within(await section('Notifications'));
    expect(notices.getByLabelText('Mobile Number')).toHaveValue('(415) 555-2671');
    await user.click(notices.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(patchKey)).toHaveLength(1));
    expect(server.callsTo(patchKey)[0]?.body).toMatchObject({ phone_number: '+14155552671' });
  });

  it("shows the server's message under the number", async () => {
    const { user } = renderSettings(client, {
      status: 400,
      body: { phone_number: [PHONE_NUMBER_MESSAGES.requiredForTexts] },
    });
    const notices = within(await section('Notifications'));
    await user.click(notices.getByLabelText('Text Message Notifications'));
    await user.type(notices.getByLabelText('Mobile Number'), '4155552671');
    await user.click(notices.getByRole('button', { name: 'Save' }));
    expect(await notices.findByText(PHONE_NUMBER_MESSAGES.requiredForTexts)).toBeInTheDocument();
  });
});

describe('rewards', () => {
  it('saves the reward preference and the raffle opt-in', async () => {
    const { user, server } = renderSettings();
    const rewards = within(await section('Rewards'));
    expect(rewards.getByLabelText('Any')).toBeChecked();
    for (const label of ['Funny memes and gifs', 'Inspiring quotes', 'None']) {
      expect(rewards.getByLabelText(label)).not.toBeChecked();
    }
    await user.click(rewards.getByLabelText('Inspiring quotes'));
    await user.click(rewards.getByLabelText('Enter me in the raffle'));
    await user.click(rewards.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo(patchKey)[0]?.body).toEqual({ reward: 'quote', raffle_opt_in: false });
  });

  it('sends img for funny memes and gifs', async () => {
    const { user, server } = renderSettings();
    const rewards = within(await section('Rewards'));
    await user.click(rewards.getByLabelText('Funny memes and gifs'));
    await user.click(rewards.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(patchKey)).toHaveLength(1));
    expect(server.callsTo(patchKey)[0]?.body).toEqual({ reward: 'img', raffle_opt_in: true });
  });
});
