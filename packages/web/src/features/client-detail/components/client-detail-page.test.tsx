import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { buildProfile, buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { pulseTabRoutes } from '../../pulse-insights/testing';

const coach = buildCoach();
const client = buildClientSummary({
  id: 21,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  client_profile: buildProfile({ id: 121, theme: 1, assigned_pulse_survey: 1 }),
});
const clientKey = 'GET /api/coaches/clients/21/';
const patchClientKey = 'PATCH /api/coaches/clients/21/';
const profileKey = '/api/coaches/client-profiles/121/';

const catalog: FakeRoutes = {
  'GET /api/coaches/habit-programs/': {
    body: pageOf([
      {
        id: 1,
        name: 'Thrive',
        daily_exercises: 3,
        assign_all: true,
        max_number_of_allowed_groups: 1,
        pulse_survey: 1,
        editable: true,
      },
      {
        id: 2,
        name: 'Calm Mind',
        daily_exercises: 3,
        assign_all: true,
        max_number_of_allowed_groups: 1,
        pulse_survey: 1,
        editable: true,
      },
    ]),
  },
  'GET /api/coaches/pulse-surveys/': {
    body: pageOf([{ id: 1, name: 'Daily Pulse', daily_num_questions: 3, editable: true }]),
  },
};

function renderDetail(path: string, api: FakeRoutes = {}) {
  return renderApp(path, { user: coach, api: { ...catalog, [clientKey]: { body: client }, ...api } });
}

beforeEach(() => giveElementsABox());

describe('client detail', () => {
  it("shows the client's name and e-mail and opens the settings tab", async () => {
    const { router } = renderDetail('/client-detail/21');
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/settings'));
    expect(await screen.findByRole('tab', { name: 'Settings', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Settings',
      'Goals',
      'Pulse',
      'Reflections',
      'Courses',
      'Habits',
    ]);
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
  });

  it('sends an unknown tab to settings', async () => {
    const { router } = renderDetail('/client-detail/21/no-such-tab');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/settings'));
  });

  it("opens the goals tab with the client's goals", async () => {
    const { user, router } = renderDetail('/client-detail/21/settings', {
      'GET /api/coaches/goals/': { body: pageOf([]) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Goals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/goals'));
    expect(await screen.findByRole('tab', { name: 'Goals', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('This client has no goals in progress.')).toBeInTheDocument();
    expect(queriesTo('/api/coaches/goals/')[0]?.get('user')).toBe('21');
  });

  it("opens the pulse and reflections tabs with the client's reflections", async () => {
    const { user, router } = renderDetail('/client-detail/21/settings', pulseTabRoutes(21));
    await user.click(await screen.findByRole('tab', { name: 'Pulse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/pulse'));
    expect(await screen.findByRole('tab', { name: 'Pulse', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No reflections were given in this period.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reflections' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/reflections'));
    expect(await screen.findByText('This client has no reflections yet.')).toBeInTheDocument();
    expect(queriesTo('/api/coaches/client-pulse-surveys/')[0]?.get('user')).toBe('21');
  });

  it("says when the client is not one of the coach's", async () => {
    renderDetail('/client-detail/99/settings');
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });
});

describe('client settings', () => {
  it('saves the names to the client and the features to the profile', async () => {
    const { user, server } = renderDetail('/client-detail/21/settings', {
      [patchClientKey]: ({ body }) => ({ body: { ...client, ...(body as object) } }),
      [`PATCH ${profileKey}`]: { body: client },
    });
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(screen.getByRole('switch', { name: 'Journal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(patchClientKey).map((call) => call.body)).toEqual([{ first_name: 'Janet' }]);
    expect(server.callsTo(`PATCH ${profileKey}`).map((call) => call.body)).toEqual([
      { allow_journal: false },
    ]);
  });

  it('asks for a habit program while daily exercises are on, and disables Save', async () => {
    const { user } = renderDetail('/client-detail/21/settings');
    const program = await screen.findByRole('textbox', { name: 'Habit Program' });
    await waitFor(() => expect(program).toHaveValue('Thrive'));
    await user.click(screen.getByLabelText('Clear Habit Program'));

    expect(await screen.findByText(CLIENT_MESSAGES.mustSelectHabitProgram)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Daily Exercises' }));
    // Daily exercises were home, so the home page is now a feature that is off.
    expect(screen.queryByText(CLIENT_MESSAGES.mustSelectHabitProgram)).not.toBeInTheDocument();
    expect(screen.getByText(CLIENT_MESSAGES.homeMustBeEnabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: 'Home Page' }));
    await user.click(await screen.findByRole('option', { name: 'Goals' }));
    expect(screen.queryByText(CLIENT_MESSAGES.homeMustBeEnabled)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks for a pulse survey while daily reflection is on', async () => {
    const noSurvey = { ...client, client_profile: { ...client.client_profile, assigned_pulse_survey: null } };
    const { user } = renderDetail('/client-detail/21/settings', { [clientKey]: { body: noSurvey } });
    expect(await screen.findByText(CLIENT_MESSAGES.mustSelectPulseSurvey)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Daily Reflection' }));
    expect(screen.queryByText(CLIENT_MESSAGES.mustSelectPulseSurvey)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's field errors under the fields", async () => {
    const { user } = renderDetail('/client-detail/21/settings', {
      [patchClientKey]: { status: 400, body: { email: ['That email address is already in use'] } },
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('That email address is already in use'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText(CLIENT_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('checks the e-mail before calling the server', async () => {
    const { user, server } = renderDetail('/client-detail/21/settings');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(server.callsTo(patchClientKey)).toHaveLength(0);
  });
});

describe('deactivate and activate', () => {
  it('deactivates only once DEACTIVATE is typed, then goes back to the dashboard', async () => {
    const { user, server, router } = renderDetail('/client-detail/21/settings', {
      [`DELETE ${profileKey}`]: { status: 204 },
      'GET /api/coaches/clients/': { body: pageOf([]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Jane Doe' });
    const confirmation = within(dialog).getByLabelText('Confirmation');
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    expect(within(dialog).getByText(CLIENT_MESSAGES.mustMatchDeactivate)).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.type(confirmation, 'deactivate');
    expect(within(dialog).getByText(CLIENT_MESSAGES.mustMatchDeactivate)).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'DEACTIVATE');
    expect(within(dialog).queryByText(CLIENT_MESSAGES.mustMatchDeactivate)).not.toBeInTheDocument();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(server.callsTo(`DELETE ${profileKey}`)).toHaveLength(1);
  });

  it("puts the cursor in the client's first name when the dashboard card's pencil sent the coach", async () => {
    renderDetail('/client-detail/21/settings?edit=profile');
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName).toHaveFocus());
  });

  it('leaves the focus alone when the coach came to the settings tab any other way', async () => {
    renderDetail('/client-detail/21/settings');
    expect(await screen.findByRole('textbox', { name: 'First Name' })).not.toHaveFocus();
  });

  it("opens the confirmation straight away when the dashboard's menu sent the coach", async () => {
    renderDetail('/client-detail/21/settings?deactivate=1');
    expect(await screen.findByRole('dialog', { name: 'Deactivate Jane Doe' })).toBeInTheDocument();
  });

  it("activates a deactivated client with 'This user has been turned back on.'", async () => {
    const deactivated = {
      ...client,
      client_profile: { ...client.client_profile, deactivated: '2025-01-01T00:00:00Z' },
    };
    const { user, server } = renderDetail('/client-detail/21/settings', {
      [clientKey]: { body: deactivated },
      [`PATCH ${profileKey}`]: { body: client },
    });
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText(CLIENT_MESSAGES.reactivated)).toBeInTheDocument();
    expect(server.callsTo(`PATCH ${profileKey}`).map((call) => call.body)).toEqual([{ deactivated: null }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });
});
