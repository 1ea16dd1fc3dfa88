import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, HABIT_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import {
  buildAreaOfFocus,
  buildExercise,
  buildHabitProgram,
  buildManagedProgram,
  buildPulseSurvey,
  programRoutes,
} from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
/** The detail page renders a lot; jsdom needs more than findBy's default second for it. */
const PAGE = { timeout: 5000 };
const program = buildHabitProgram({ id: 1, name: 'Thrive', pulse_survey: 1 });
const DETAIL = '/api/coaches/habit-programs/1/';

function renderDetail(api: FakeRoutes = {}, shown = program) {
  return renderApp(`/habit-programs/${shown.id}`, {
    user: coach,
    api: {
      ...programRoutes(shown, {
        surveys: [buildPulseSurvey(1, 'Daily Pulse'), buildPulseSurvey(2, 'Weekly Check')],
      }),
      ...api,
    },
  });
}

const findHeading = (name: string) => screen.findByRole('heading', { name }, PAGE);

describe('habit program detail: settings', SLOW, () => {
  it("shows the program's settings and saves the changes", async () => {
    const { user, server } = renderDetail({
      [`PATCH ${DETAIL}`]: ({ body }) => ({ body: { ...program, ...(body as object) } }),
    });
    await findHeading('Thrive');
    const settings = within(await screen.findByRole('form', { name: 'Habit program' }, PAGE));
    expect(settings.getByRole('textbox', { name: 'Name' })).toHaveValue('Thrive');
    expect(settings.getByRole('textbox', { name: 'Pulse Survey' })).toHaveValue('Daily Pulse');

    const name = settings.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Thrive Daily');
    const daily = settings.getByRole('textbox', { name: 'Daily Exercises' });
    await user.clear(daily);
    await user.type(daily, '5');
    await user.click(settings.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(`PATCH ${DETAIL}`).map((call) => call.body)).toEqual([
      {
        name: 'Thrive Daily',
        daily_exercises: 5,
        assign_all: true,
        max_number_of_allowed_groups: 3,
        pulse_survey: 1,
      },
    ]);
    expect(await findHeading('Thrive Daily')).toBeInTheDocument();
  });

  it("needs a name: 'Habit Programs require names'", async () => {
    const { user, server } = renderDetail();
    await findHeading('Thrive');
    const settings = within(await screen.findByRole('form', { name: 'Habit program' }, PAGE));
    await user.clear(settings.getByRole('textbox', { name: 'Name' }));
    await user.click(settings.getByRole('button', { name: 'Save' }));
    expect(settings.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      HABIT_MESSAGES.programNameRequired,
    );
    expect(server.callsTo(`PATCH ${DETAIL}`)).toHaveLength(0);
  });

  it('says when the program does not exist or is not visible', async () => {
    renderApp('/habit-programs/77', { user: coach });
    expect(await screen.findByText(HABIT_MESSAGES.programNotFound, {}, PAGE)).toBeInTheDocument();
  });
});

describe('habit program detail: copy', SLOW, () => {
  it('asks the name and whether to move the clients, then opens the copy', async () => {
    const copy = buildHabitProgram({ id: 8, name: 'Thrive for Teams' });
    const { user, server, router } = renderDetail({
      ...programRoutes(copy),
      ...programRoutes(program),
      'POST /api/coaches/habit-programs/1/copy_program/': { status: 201, body: copy },
    });
    await findHeading('Thrive');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy Habit Program' }));
    const name = dialog.getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Copy of Thrive');

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(name).toHaveAccessibleDescription(HABIT_MESSAGES.programNameRequired);
    expect(server.callsTo('POST /api/coaches/habit-programs/1/copy_program/')).toHaveLength(0);

    await user.type(name, 'Thrive for Teams');
    await user.click(dialog.getByRole('checkbox', { name: 'Move my clients to the copy' }));
    await user.click(dialog.getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/habit-programs/8'));
    expect(
      server.callsTo('POST /api/coaches/habit-programs/1/copy_program/').map((call) => call.body),
    ).toEqual([{ name: 'Thrive for Teams', move_clients: true }]);
    expect(await findHeading('Thrive for Teams')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Thrive for Teams');
  });
});

describe('habit program detail: delete', SLOW, () => {
  async function deleteProgram(api: FakeRoutes) {
    const rendered = renderDetail({ 'GET /api/coaches/habit-programs/': { body: pageOf([]) }, ...api });
    await findHeading('Thrive');
    await rendered.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Habit Program' });
    expect(rendered.server.callsTo(`DELETE ${DETAIL}`)).toHaveLength(0);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    return rendered;
  }

  it("deletes after a confirmation, says 'Deleted' and goes back to the list", async () => {
    const { server, router } = await deleteProgram({ [`DELETE ${DETAIL}`]: { status: 204 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/habit-programs'));
    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo(`DELETE ${DETAIL}`)).toHaveLength(1);
  });

  it.each([
    [404, HABIT_MESSAGES.programNotFound],
    [403, HABIT_MESSAGES.onlyOwnersDelete],
    [409, HABIT_MESSAGES.programInUse],
    [500, HABIT_MESSAGES.deleteFailed],
  ])('says the spec message when the server answers %i, and stays', async (status, message) => {
    const { router } = await deleteProgram({
      [`DELETE ${DETAIL}`]: { status, body: { detail: 'The server says so.' } },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/habit-programs/1');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Habit Program' })).not.toBeInTheDocument(),
    );
  });
});

describe('habit program detail: managed (read-only)', SLOW, () => {
  it('shows everything without a way to change it, but can be copied', async () => {
    const managed = buildManagedProgram({ id: 1, name: 'Company Basics' });
    const area = buildAreaOfFocus({ id: 4, name: 'Sleep', editable: false, exercises_count: 1 });
    const exercise = buildExercise({ id: 20, short_description: 'Wind down', editable: false, owner: null });
    const { user } = renderDetail(programRoutes(managed, { areas: [area], exercises: [exercise] }), managed);

    await findHeading('Company Basics');
    expect(screen.getByText('Managed')).toBeInTheDocument();
    expect(screen.getByText('Managed by your company')).toBeInTheDocument();
    const settings = within(await screen.findByRole('form', { name: 'Habit program' }, PAGE));
    expect(settings.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(settings.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    expect(await screen.findByRole('listitem', { name: 'Sleep' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Area of Focus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sleep' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Sleep' })).not.toBeInTheDocument();

    const row = await screen.findByRole('article', { name: 'Wind down' });
    expect(screen.queryByRole('button', { name: 'Add Exercise' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit Wind down' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Wind down' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Print Wind down' })).toBeInTheDocument();

    // The exercise opens for reading only: no Save, no resource form.
    await user.click(within(row).getByRole('button', { name: 'View Wind down' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Exercise' }));
    expect(dialog.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Wind down');
    expect(dialog.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await dialog.findByText('No resources yet.')).toBeInTheDocument();
    expect(dialog.queryByRole('form', { name: 'New resource' })).not.toBeInTheDocument();
  });
});
