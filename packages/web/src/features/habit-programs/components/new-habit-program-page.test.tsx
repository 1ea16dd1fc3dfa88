import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf, queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { PULSE_SURVEYS_ROUTE, buildHabitProgram, buildPulseSurvey, programRoutes } from '../testing';

const coach = buildCoach();
const CREATE = 'POST /api/coaches/habit-programs/';
const SLOW = { timeout: 60_000 };
const created = buildHabitProgram({ id: 9, name: 'Morning Energy' });

function renderNewProgram(api: FakeRoutes = {}) {
  return renderApp('/habit-programs/new', {
    user: coach,
    api: {
      ...programRoutes(created),
      [PULSE_SURVEYS_ROUTE]: {
        body: pageOf([buildPulseSurvey(4, 'Weekly Check'), buildPulseSurvey(1, 'Daily Pulse')]),
      },
      [CREATE]: { status: 201, body: created },
      ...api,
    },
  });
}

describe('new habit program', SLOW, () => {
  it('starts from the spec defaults, creates the program and opens it', async () => {
    const { user, server, router } = renderNewProgram();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('textbox', { name: 'Daily Exercises' })).toHaveValue('3');
    expect(screen.getByRole('switch', { name: /^Assign All Areas of Focus/ })).toBeChecked();
    // Only asked when clients choose their own areas.
    expect(screen.queryByRole('textbox', { name: 'Number of Areas of Focus' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pulse Survey' })).toHaveValue('Daily Pulse');
    expect(queriesTo('/api/coaches/pulse-surveys/')[0]?.get('limit')).toBe('100');

    await user.type(name, 'Morning Energy');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/habit-programs/9'));
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        name: 'Morning Energy',
        daily_exercises: 3,
        assign_all: true,
        max_number_of_allowed_groups: 3,
        pulse_survey: 1,
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Morning Energy' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('defaults to the first pulse survey when survey 1 is not one the coach may use', async () => {
    renderNewProgram({
      [PULSE_SURVEYS_ROUTE]: {
        body: pageOf([buildPulseSurvey(4, 'Weekly Check'), buildPulseSurvey(6, 'Other')]),
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Pulse Survey' })).toHaveValue('Weekly Check');
  });

  it('asks for the number of areas when clients choose them', async () => {
    const { user, server } = renderNewProgram();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Focus');
    await user.click(screen.getByRole('switch', { name: /^Assign All Areas of Focus/ }));
    const areas = screen.getByRole('textbox', { name: 'Number of Areas of Focus' });
    await user.clear(areas);
    await user.type(areas, '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
      assign_all: false,
      max_number_of_allowed_groups: 2,
    });
  });

  it("needs a name: 'Habit Programs require names'", async () => {
    const { user, server } = renderNewProgram();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.programNameRequired,
    );
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it("shows the server's field errors under their fields", async () => {
    const { user, router } = renderNewProgram({
      [CREATE]: { status: 400, body: { pulse_survey: ['Invalid pk "1" - object does not exist.'] } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Focus');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Pulse Survey' })).toHaveAccessibleDescription(
        'Invalid pk "1" - object does not exist.',
      ),
    );
    expect(router.state.location.pathname).toBe('/habit-programs/new');
  });
});
