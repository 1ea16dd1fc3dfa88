import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, HABIT_MESSAGES, MESSAGES, type User } from '@tandem/shared';
import { buildClient } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { areasRoutes, buildClientProgram } from '../../areas-of-focus/testing';
import { dailyExerciseServer } from '../testing';

// Typing through the modal in jsdom takes seconds; under a full parallel run more.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 60_000 });

const client: User = { ...buildClient(), theme: 1, habit_program: { id: 1, name: 'Foundations' } };
const BLANK = 'This field may not be blank.';
const POST_KEY = 'POST /api/clients/habits/';

function renderPage(api: FakeRoutes = dailyExerciseServer().routes) {
  return renderApp('/daily-exercise', {
    user: client,
    api: { ...areasRoutes(buildClientProgram({ assign_all: true })), ...api },
  });
}

async function openModal(user: ReturnType<typeof renderPage>['user']) {
  // Today's list is empty: the page says when exercises come.
  await screen.findByText(/^(Your exercises for today|No exercises today)/);
  await user.click(screen.getByRole('button', { name: 'Add Habit' }));
  return within(await screen.findByRole('dialog', { name: 'Add Habit' }));
}

describe('add habit', () => {
  it('walks details then colour, days and time, checking each page, and the habit joins today', async () => {
    const { user, server } = renderPage();
    const dialog = await openModal(user);

    // Page one: the name is required; there is no Back.
    expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByLabelText(/Name/)).toHaveAccessibleDescription(expect.stringContaining(BLANK));
    await user.type(dialog.getByLabelText(/Name/), 'Drink water');
    await user.type(dialog.getByLabelText(/Description/), 'A glass on waking.');
    await user.type(dialog.getByLabelText(/^Why/), 'I wake up tired.');
    await user.type(dialog.getByLabelText(/^Visualization/), 'Glass by the bed.');
    await user.click(dialog.getByRole('button', { name: 'Next' }));

    // Page two: the time picker starts at 10:00 AM; colour and a day are required.
    expect(await dialog.findByRole('radiogroup', { name: 'Color' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Time hours')).toHaveValue('10');
    expect(dialog.getByLabelText('Time minutes')).toHaveValue('00');
    expect(dialog.getByLabelText('Time AM/PM')).toHaveValue('AM');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(HABIT_MESSAGES.selectColor)).toBeInTheDocument();
    expect(dialog.getByText(CLIENT_MESSAGES.selectWorkWeek)).toBeInTheDocument();
    expect(server.callsTo(POST_KEY)).toHaveLength(0);

    // Back keeps what was typed.
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByLabelText(/Name/)).toHaveValue('Drink water');
    await user.click(dialog.getByRole('button', { name: 'Next' }));

    await user.click(dialog.getByRole('radio', { name: 'Teal' }));
    expect(dialog.queryByText(HABIT_MESSAGES.selectColor)).not.toBeInTheDocument();
    const days = within(dialog.getByRole('group', { name: 'Days' }));
    expect(days.getAllByRole('checkbox').map((day) => day.closest('div')?.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    await user.click(days.getByLabelText('Wed'));
    await user.click(days.getByLabelText('Mon'));
    expect(dialog.queryByText(CLIENT_MESSAGES.selectWorkWeek)).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Time hours'));
    await user.type(dialog.getByLabelText('Time hours'), '07');
    await user.clear(dialog.getByLabelText('Time minutes'));
    await user.type(dialog.getByLabelText('Time minutes'), '35');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(POST_KEY).map((call) => call.body)).toEqual([
      {
        name: 'Drink water',
        description: 'A glass on waking.',
        why: 'I wake up tired.',
        visualization: 'Glass by the bed.',
        color: '#12b886',
        days_of_week: [0, 2],
        time: '07:35:00',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Habit' })).not.toBeInTheDocument());
    // Monday is the fake server's today, so the habit's day is on the list at once.
    const card = await screen.findByRole('article', { name: 'Drink water' });
    expect(within(card).getByText('Habit · 7:35 AM')).toBeInTheDocument();
  });

  it('sends the default 10:00 time, and a habit not due today shows only under all habits', async () => {
    const { user, server } = renderPage();
    const dialog = await openModal(user);
    await user.type(dialog.getByLabelText(/Name/), 'Long walk');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('radio', { name: 'Violet' }));
    await user.click(within(dialog.getByRole('group', { name: 'Days' })).getByLabelText('Sat'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(POST_KEY)[0]?.body).toMatchObject({ days_of_week: [5], time: '10:00:00' });
    expect(screen.queryByRole('article', { name: 'Long walk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All habits' }));
    const habit = await screen.findByRole('article', { name: 'Long walk' });
    expect(within(habit).getByText('Sat at 10:00 AM')).toBeInTheDocument();
  });

  it("takes the client back to the details page with the server's field error", async () => {
    const { user } = renderPage({
      ...dailyExerciseServer().routes,
      [POST_KEY]: { status: 400, body: { name: ['Ensure this field has no more than 200 characters.'] } },
    });
    const dialog = await openModal(user);
    await user.type(dialog.getByLabelText(/Name/), 'Stretch');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('radio', { name: 'Blue' }));
    await user.click(within(dialog.getByRole('group', { name: 'Days' })).getByLabelText('Tue'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Ensure this field has no more than 200 characters.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Name/)).toHaveValue('Stretch');
  });

  it('says when the server fails', async () => {
    const { user } = renderPage({ ...dailyExerciseServer().routes, [POST_KEY]: { status: 500, body: {} } });
    const dialog = await openModal(user);
    await user.type(dialog.getByLabelText(/Name/), 'Stretch');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('radio', { name: 'Blue' }));
    await user.click(within(dialog.getByRole('group', { name: 'Days' })).getByLabelText('Tue'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('starts afresh each time it opens', async () => {
    const { user } = renderPage();
    let dialog = await openModal(user);
    await user.type(dialog.getByLabelText(/Name/), 'Half typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Habit' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add Habit' }));
    expect(dialog.getByLabelText(/Name/)).toHaveValue('');
  });
});
