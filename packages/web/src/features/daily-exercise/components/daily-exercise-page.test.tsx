import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT_MESSAGES,
  HABIT_MESSAGES,
  MAX_TASK_ATTACHMENT_BYTES,
  MESSAGES,
  type User,
} from '@tandem/shared';
import { deferred } from '../../../test/deferred';
import { buildClient } from '../../../test/factories';
import type { FakeResponse, FakeRoutes } from '../../../test/fake-api';
import { queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { areasRoutes, buildClientProgram } from '../../areas-of-focus/testing';
import {
  NO_MORE_EXERCISES,
  buildExerciseTask,
  buildHabit,
  buildHabitTask,
  buildNote,
  dailyExerciseServer,
} from '../testing';
import type * as TaskView from '../utils/task-view';
import { taskSubtitle } from '../utils/task-view';
import { FILE_TOO_LARGE } from './task-card';

/** What the page says while today's list is empty (shared exercisesComingMessage's three sentences). */
const EXERCISES_COMING = /^(Your exercises for today (arrive at|are on their way)|No exercises today)/;

// Counts the task cards' draws: each works its subtitle out on each one.
vi.mock('../utils/task-view', async (importOriginal) => {
  const original = await importOriginal<typeof TaskView>();
  return { ...original, taskSubtitle: vi.fn(original.taskSubtitle) };
});

// Each test renders the whole app; on a loaded machine that can take longer than the default.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

const client: User = {
  ...buildClient(),
  theme: 1,
  habit_program: { id: 1, name: 'Foundations of Wellbeing' },
  groups: [11, 12, 13],
};
const ALL_AREAS = areasRoutes(buildClientProgram({ assign_all: true }));

const reading = buildHabit({
  id: 5,
  name: 'Read before bed',
  description: 'Ten pages of a novel.',
  why: 'Screens keep me awake.',
  visualization: 'Lamp on, phone in the kitchen.',
  time: '21:30:00',
});
const walk = buildExerciseTask({
  id: 1,
  template: {
    id: 101,
    short_description: 'Walk after lunch',
    description: 'A ten-minute walk after you eat.',
    how: 'Go round the block.',
    why: 'It steadies your energy.',
    area: { id: 12, name: 'Movement', color: '#12b886' },
    resources: [
      {
        id: 1,
        exercise: 101,
        instruction: 'Read why walking helps',
        url: 'https://www.nhs.uk/live-well/exercise/',
        file: null,
        file_name: null,
      },
      {
        id: 2,
        exercise: 101,
        instruction: 'Print the route',
        url: null,
        file: '/media/resources/route.pdf',
        file_name: 'route.pdf',
      },
    ],
  },
});
const breathe = buildExerciseTask({
  id: 2,
  color: '#7950f2',
  template: {
    ...walk.template!,
    id: 102,
    short_description: 'Box breathing',
    area: { id: 13, name: 'Mindfulness', color: '#7950f2' },
    resources: [],
  },
});
const readingToday = buildHabitTask(reading, { id: 3 });

function renderPage(api: FakeRoutes, user: User = client) {
  return renderApp('/daily-exercise', { user, api: { ...ALL_AREAS, ...api } });
}

const card = (name: string) => screen.findByRole('article', { name });
const section = (name: string) => screen.getByRole('region', { name });

describe('today', () => {
  // Issue 21: a closed dialog kept in a portal sets state as the page is drawn, and React then
  // runs all the page's effects in the task that drew it (components/deferred-modal.tsx).
  it('holds no closed dialog in a portal once drawn', async () => {
    renderPage(dailyExerciseServer({ tasks: [readingToday, walk] }).routes);
    await card('Walk after lunch');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-portal]')).toBeNull();
  });

  it("lists today's habit days and recommended exercises with colour, area and status", async () => {
    renderPage(dailyExerciseServer({ tasks: [readingToday, walk, breathe] }).routes);

    const habit = await card('Read before bed');
    expect(within(habit).getByText('Habit · 9:30 PM')).toBeInTheDocument();
    expect(within(habit).getByText('To do')).toBeInTheDocument();
    expect(habit.style.borderLeft).toContain('6px solid');
    expect(within(section("Today's Habits")).getAllByRole('article')).toHaveLength(1);

    const exercises = within(section('Recommended Exercises')).getAllByRole('article');
    expect(exercises.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Walk after lunch',
      'Box breathing',
    ]);
    expect(within(exercises[1]!).getByText('Mindfulness')).toBeInTheDocument();
    expect(screen.queryByText(HABIT_MESSAGES.allHabitsDone)).not.toBeInTheDocument();
    const [query] = queriesTo('/api/clients/tasks/');
    expect(query?.get('due')).toBe('true');
    expect(query?.get('limit')).toBe('100');
  });

  it('draws once, with today’s list: the route asks for the lists before the page renders', async () => {
    const { routes } = dailyExerciseServer({ tasks: [walk] });
    const later = async (answer: FakeResponse) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return answer;
    };
    const tasks = routes['GET /api/clients/tasks/'] as () => FakeResponse;
    renderPage({
      ...routes,
      'GET /api/clients/tasks/': () => later(tasks()),
      'GET /api/clients/commitments/': () =>
        later({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    // The moment the page's title shows, its list is there with it: no placeholder first.
    await screen.findByRole('heading', { name: 'Daily Exercises' });
    expect(screen.getByRole('article', { name: 'Walk after lunch' })).toBeInTheDocument();
    expect(queriesTo('/api/clients/tasks/')).toHaveLength(1);
  });

  it("keeps today's list back until the coach's commitments above it have answered, so it does not jump", async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const commitments = new Promise<FakeResponse>((resolve) => (answer = resolve));
    renderPage({
      ...dailyExerciseServer({ tasks: [walk] }).routes,
      'GET /api/clients/commitments/': () => commitments,
    });
    await waitFor(() => expect(queriesTo('/api/clients/tasks/')).toHaveLength(1));
    await screen.findByRole('status', { name: 'Loading' });
    expect(screen.queryByRole('article', { name: 'Walk after lunch' })).not.toBeInTheDocument();

    answer({ body: { count: 0, next: null, previous: null, results: [] } });
    expect(await card('Walk after lunch')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it("shows today's list without the commitments when they fail, and stays on it", async () => {
    const { server } = renderPage({
      ...dailyExerciseServer({ tasks: [walk] }).routes,
      'GET /api/clients/commitments/': { status: 500, body: {} },
    });
    expect(await card('Walk after lunch')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From your coach' })).not.toBeInTheDocument();
    // One more try when the list mounts, then no loop of loads swapping the list for the loader.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.callsTo('GET /api/clients/commitments/').length).toBeLessThanOrEqual(2);
    expect(screen.getByRole('article', { name: 'Walk after lunch' })).toBeInTheDocument();
  });

  it("toggles an exercise's details: description, how, why and resource links", async () => {
    const { user } = renderPage(dailyExerciseServer({ tasks: [walk] }).routes);
    const exercise = within(await card('Walk after lunch'));
    const details = exercise.getByRole('button', { name: 'Details' });
    expect(exercise.queryByText('Go round the block.')).not.toBeInTheDocument();

    await user.click(details);
    expect(details).toHaveAttribute('aria-pressed', 'true');
    expect(exercise.getByText('A ten-minute walk after you eat.')).toBeInTheDocument();
    expect(exercise.getByText('Go round the block.')).toBeInTheDocument();
    expect(exercise.getByText('It steadies your energy.')).toBeInTheDocument();
    const resources = within(exercise.getByRole('list', { name: 'Resources' }));
    expect(resources.getByRole('link', { name: 'https://www.nhs.uk/live-well/exercise/' })).toHaveAttribute(
      'href',
      'https://www.nhs.uk/live-well/exercise/',
    );
    expect(resources.getByRole('link', { name: 'route.pdf' })).toHaveAttribute(
      'href',
      '/media/resources/route.pdf',
    );

    // Pressing it again closes the panel.
    await user.click(details);
    expect(details).toHaveAttribute('aria-pressed', 'false');
    expect(exercise.queryByText('Go round the block.')).not.toBeInTheDocument();
  });

  it('links the lesson behind an exercise to its course, and shows none the client may not take', async () => {
    const withLesson = { ...walk, lesson: 7 };
    const hiddenLesson = { ...breathe, lesson: 8 };
    const { user, server } = renderPage({
      ...dailyExerciseServer({ tasks: [withLesson, hiddenLesson] }).routes,
      'GET /api/clients/lessons/7/': { body: { id: 7, title: 'Why walking helps', course: 3 } },
      // Lesson 8 is not theirs: the fake server answers 404.
    });
    const exercise = within(await card('Walk after lunch'));
    await user.click(exercise.getByRole('button', { name: 'Details' }));
    expect(await exercise.findByRole('link', { name: 'Why walking helps' })).toHaveAttribute(
      'href',
      '/courses/3/lesson/7',
    );

    const other = within(await card('Box breathing'));
    await user.click(other.getByRole('button', { name: 'Details' }));
    expect(other.getByText('A ten-minute walk after you eat.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/clients/lessons/8/')).toHaveLength(1));
    expect(other.queryByRole('heading', { name: 'Lesson' })).not.toBeInTheDocument();
  });

  it("shows a habit's description, why and visualization as its details", async () => {
    const { user } = renderPage(dailyExerciseServer({ tasks: [readingToday] }).routes);
    const habit = within(await card('Read before bed'));
    await user.click(habit.getByRole('button', { name: 'Details' }));
    expect(habit.getByText('Ten pages of a novel.')).toBeInTheDocument();
    expect(habit.getByText('Screens keep me awake.')).toBeInTheDocument();
    expect(habit.getByRole('heading', { name: 'Visualization' })).toBeInTheDocument();
    expect(habit.getByText('Lamp on, phone in the kitchen.')).toBeInTheDocument();
  });

  it("shows the task's notes in the note panel and adds one with the task, checking title and text", async () => {
    const note = buildNote({ id: 9, task: 1, title: 'Monday', text: 'Sunny walk.', private: true });
    const other = buildNote({ id: 10, task: 2, title: 'Not this one' });
    const { user, server } = renderPage(dailyExerciseServer({ tasks: [walk], notes: [note, other] }).routes);
    const exercise = within(await card('Walk after lunch'));
    await user.click(exercise.getByRole('button', { name: 'Note' }));

    const saved = within(await exercise.findByRole('region', { name: 'Monday' }));
    expect(saved.getByText('Sunny walk.')).toBeInTheDocument();
    expect(saved.getByText('Private')).toBeInTheDocument();
    expect(exercise.queryByText('Not this one')).not.toBeInTheDocument();
    expect(queriesTo('/api/clients/notes/')[0]?.get('task')).toBe('1');

    const form = within(exercise.getByRole('form', { name: 'Note on Walk after lunch' }));
    await user.click(form.getByRole('button', { name: 'Add Note' }));
    expect(form.getAllByText('This field may not be blank.')).toHaveLength(2);
    expect(server.callsTo('POST /api/clients/notes/')).toHaveLength(0);

    await user.type(form.getByLabelText(/Title/), 'Tuesday');
    await user.type(form.getByLabelText(/Text/), 'Rain, went anyway.');
    await user.click(form.getByRole('button', { name: 'Add Note' }));
    expect(await exercise.findByRole('region', { name: 'Tuesday' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/clients/notes/').map((call) => call.body)).toEqual([
      { title: 'Tuesday', text: 'Rain, went anyway.', private: false, task: 1 },
    ]);
    expect(form.getByLabelText(/Title/)).toHaveValue('');

    // The Note toggle closes the panel again.
    await user.click(exercise.getByRole('button', { name: 'Note' }));
    expect(exercise.queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits a note and keeps it private when ticked', async () => {
    const note = buildNote({ id: 9, task: 1, title: 'Monday', text: 'Sunny walk.' });
    const { user, server } = renderPage(dailyExerciseServer({ tasks: [walk], notes: [note] }).routes);
    const exercise = within(await card('Walk after lunch'));
    await user.click(exercise.getByRole('button', { name: 'Note' }));
    const saved = within(await exercise.findByRole('region', { name: 'Monday' }));
    await user.click(saved.getByRole('button', { name: 'Edit' }));

    const form = within(exercise.getByRole('form', { name: 'Note on Walk after lunch' }));
    expect(form.getByLabelText(/Title/)).toHaveValue('Monday');
    await user.clear(form.getByLabelText(/Text/));
    await user.type(form.getByLabelText(/Text/), 'Sunny, long walk.');
    await user.click(form.getByLabelText(/Private/));
    await user.click(form.getByRole('button', { name: 'Save Note' }));

    expect(await exercise.findByText('Sunny, long walk.')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/clients/notes/9/').map((call) => call.body)).toEqual([
      { title: 'Monday', text: 'Sunny, long walk.', private: true },
    ]);
    expect(form.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
  });

  it('completes a task: the card shows it done and its actions go', async () => {
    const { user, server } = renderPage(dailyExerciseServer({ tasks: [walk, breathe] }).routes);
    const exercise = within(await card('Walk after lunch'));
    await user.click(exercise.getByRole('button', { name: 'Complete' }));

    expect(await exercise.findByText('Completed')).toBeInTheDocument();
    expect(exercise.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(exercise.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(server.callsTo('PATCH /api/clients/tasks/1/').map((call) => call.body)).toEqual([
      { completed: true },
    ]);
    // Another is still open.
    expect(screen.queryByText(HABIT_MESSAGES.allHabitsDone)).not.toBeInTheDocument();
  });

  it('skips a task: it leaves the open list for the skipped ones, and the skip can be taken back', async () => {
    const { user, server } = renderPage(dailyExerciseServer({ tasks: [walk, breathe] }).routes);
    const exercise = within(await card('Walk after lunch'));
    await user.click(exercise.getByRole('button', { name: 'Skip' }));

    const skipped = within(await screen.findByRole('region', { name: 'Skipped' }));
    const moved = within(skipped.getByRole('article', { name: 'Walk after lunch' }));
    expect(moved.getByText('Skipped')).toBeInTheDocument();
    expect(moved.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    const open = within(section('Recommended Exercises'));
    expect(open.getAllByRole('article')).toHaveLength(1);
    expect(open.getByRole('article', { name: 'Box breathing' })).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/clients/tasks/1/').map((call) => call.body)).toEqual([
      { ignored: true },
    ]);

    await user.click(moved.getByRole('button', { name: 'Undo Skip' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Skipped' })).not.toBeInTheDocument());
    expect(within(section('Recommended Exercises')).getAllByRole('article')).toHaveLength(2);
    expect(server.callsTo('PATCH /api/clients/tasks/1/').map((call) => call.body)).toEqual([
      { ignored: true },
      { ignored: false },
    ]);
  });

  it('completes a task with an attached file sent as multipart', async () => {
    const { user } = renderPage(dailyExerciseServer({ tasks: [walk] }).routes);
    const exercise = within(await card('Walk after lunch'));
    const file = new File(['%PDF-1.7'], 'walk-log.pdf', { type: 'application/pdf' });
    await user.upload(exercise.getByLabelText('File for Walk after lunch'), file);

    expect(await exercise.findByText('Completed')).toBeInTheDocument();
    expect(exercise.getByRole('link', { name: 'walk-log.pdf' })).toHaveAttribute(
      'href',
      '/media/exercises/walk-log.pdf',
    );
    const [url, init] =
      vi.mocked(fetch).mock.calls.find(([called]) => String(called).includes('exercise-history')) ?? [];
    expect(String(url)).toBe('/api/clients/exercise-history/');
    const body = init?.body as FormData;
    expect(body.get('exercise')).toBe('1');
    expect(body.get('completed')).toBe('true');
    expect(body.get('file')).toBe(file);
  });

  it('refuses a file over the size limit without calling the server', async () => {
    const { user, server } = renderPage(dailyExerciseServer({ tasks: [walk] }).routes);
    const exercise = within(await card('Walk after lunch'));
    const file = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(file, 'size', { value: MAX_TASK_ATTACHMENT_BYTES + 1 });
    await user.upload(exercise.getByLabelText('File for Walk after lunch'), file);

    expect(await screen.findByText(FILE_TOO_LARGE)).toBeInTheDocument();
    expect(server.callsTo('POST /api/clients/exercise-history/')).toHaveLength(0);
    expect(exercise.getByText('To do')).toBeInTheDocument();
  });

  it('says all habits are done once nothing is left open', async () => {
    const { user } = renderPage(dailyExerciseServer({ tasks: [walk, breathe] }).routes);
    await user.click(within(await card('Walk after lunch')).getByRole('button', { name: 'Complete' }));
    await user.click(within(await card('Box breathing')).getByRole('button', { name: 'Skip' }));

    expect(await screen.findByText(HABIT_MESSAGES.allHabitsDone)).toBeInTheDocument();
    // The completed one stays, marked done; the skipped one has left the open list.
    expect(within(await card('Walk after lunch')).getByText('Completed')).toBeInTheDocument();
    expect(
      within(section('Recommended Exercises')).queryByRole('article', { name: 'Box breathing' }),
    ).not.toBeInTheDocument();
    expect(within(section('Skipped')).getByRole('article', { name: 'Box breathing' })).toBeInTheDocument();
  });

  it('says when exercises come, not that all is done, when nothing was given today', async () => {
    renderPage(dailyExerciseServer().routes);
    expect(await screen.findByText(EXERCISES_COMING)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(HABIT_MESSAGES.allHabitsDone)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('gives another exercise on request, and says when none is left', async () => {
    const spare = buildExerciseTask({ id: 7, template: { ...walk.template!, short_description: 'Stretch' } });
    const { user, server } = renderPage(
      dailyExerciseServer({ tasks: [walk], spareExercises: [spare] }).routes,
    );
    await card('Walk after lunch');
    const another = screen.getByRole('button', { name: 'Give me another exercise' });

    await user.click(another);
    expect(await card('Stretch')).toBeInTheDocument();
    expect(server.callsTo('POST /api/clients/tasks/').map((call) => call.body)).toEqual([{}]);

    await user.click(another);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_MORE_EXERCISES);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when the list cannot be loaded', async () => {
    renderPage({ 'GET /api/clients/tasks/': { status: 500, body: {} } });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });

  it("shows the server's message when completing fails", async () => {
    const routes = dailyExerciseServer({ tasks: [walk] }).routes;
    const { user } = renderPage({
      ...routes,
      'PATCH /api/clients/tasks/1/': {
        status: 400,
        body: { non_field_errors: ['This task is no longer on your list.'] },
      },
    });
    await user.click(within(await card('Walk after lunch')).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('This task is no longer on your list.')).toBeInTheDocument();
  });
});

describe('all habits', () => {
  const stretch = buildHabit({
    id: 6,
    name: 'Morning stretch',
    days_of_week: [0, 1, 2, 3, 4, 5, 6],
    time: '07:05:00',
  });
  const journal = buildHabit({ id: 8, name: 'Evening journal', days_of_week: [4, 0, 2], time: '12:00:00' });

  it('lists the habits with their days and time, and removes one after confirming', async () => {
    const server = dailyExerciseServer({
      habits: [stretch, journal],
      tasks: [buildHabitTask(journal, { id: 4 })],
    });
    const { user, server: api } = renderPage(server.routes);
    await card('Evening journal');
    await user.click(screen.getByRole('radio', { name: 'All habits' }));

    const habit = within(await card('Morning stretch'));
    expect(habit.getByText('Every day at 7:05 AM')).toBeInTheDocument();
    const other = within(await card('Evening journal'));
    expect(other.getByText('Mon, Wed, Fri at 12:00 PM')).toBeInTheDocument();
    expect(queriesTo('/api/clients/habits/')[0]?.get('limit')).toBe('100');

    await user.click(other.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Habit' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH /api/clients/habits/8/')).toHaveLength(0);

    await user.click(other.getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Habit' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText(CLIENT_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Evening journal' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('PATCH /api/clients/habits/8/').map((call) => call.body)).toEqual([{ active: false }]);

    // Its open day has left today's list too.
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    expect(await screen.findByText(EXERCISES_COMING)).toBeInTheDocument();
  });

  it('has an empty state with the add button', async () => {
    const { user } = renderPage(dailyExerciseServer().routes);
    await user.click(await screen.findByRole('radio', { name: 'All habits' }));
    expect(await screen.findByText(/You have no habits yet/)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    await user.click(main.getAllByRole('button', { name: 'Add Habit' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Add Habit' })).toBeInTheDocument();
  });
});

describe('missing areas of focus', () => {
  it('asks a client who has not picked all their areas to pick them', async () => {
    const { user, router } = renderPage(
      {
        ...dailyExerciseServer().routes,
        ...areasRoutes(buildClientProgram({ max_number_of_allowed_groups: 3 })),
      },
      { ...client, groups: [11] },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Areas of Focus' }));
    expect(dialog.getByText(HABIT_MESSAGES.missingAreas)).toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Pick Areas of Focus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pick-areas-of-focus'));
  });

  it("asks without drawing today's list again when the program answers", async () => {
    const held = deferred();
    const program = areasRoutes(buildClientProgram({ max_number_of_allowed_groups: 3 }));
    const programs = program['GET /api/clients/habit-programs/'] as FakeResponse;
    renderPage(
      {
        ...dailyExerciseServer({ tasks: [walk] }).routes,
        ...program,
        'GET /api/clients/habit-programs/': async () => {
          await held.promise;
          return programs;
        },
      },
      { ...client, groups: [11] },
    );
    expect(await card('Walk after lunch')).toBeInTheDocument();
    await waitFor(() => expect(queriesTo('/api/clients/habit-programs/')).toHaveLength(1));
    const draws = vi.mocked(taskSubtitle).mock.calls.length;
    held.resolve();
    expect(await screen.findByRole('dialog', { name: 'Areas of Focus' })).toBeInTheDocument();
    expect(taskSubtitle).toHaveBeenCalledTimes(draws);
  });

  it('can be put off for now', async () => {
    const { user } = renderPage(
      { ...dailyExerciseServer().routes, ...areasRoutes(buildClientProgram()) },
      { ...client, groups: [] },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Areas of Focus' }));
    await user.click(dialog.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays closed once every area is picked', async () => {
    renderPage({ ...dailyExerciseServer().routes, ...areasRoutes(buildClientProgram()) });
    expect(await screen.findByText(EXERCISES_COMING)).toBeInTheDocument();
    await waitFor(() => expect(queriesTo('/api/clients/habit-programs/')).toHaveLength(1));
    expect(screen.queryByText(HABIT_MESSAGES.missingAreas)).not.toBeInTheDocument();
  });

  it('stays closed for a program that assigns every area, whatever was picked', async () => {
    renderPage({ ...dailyExerciseServer().routes, ...ALL_AREAS }, { ...client, groups: [] });
    expect(await screen.findByText(EXERCISES_COMING)).toBeInTheDocument();
    await waitFor(() => expect(queriesTo('/api/clients/habit-programs/')).toHaveLength(1));
    expect(screen.queryByText(HABIT_MESSAGES.missingAreas)).not.toBeInTheDocument();
  });
});
