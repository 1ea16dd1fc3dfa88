import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, HABIT_MESSAGES, MESSAGES, type TemplateExercise } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import type { FakeRoutes } from '../../../test/fake-api';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { TEST_TOKEN, renderApp } from '../../../test/render';
import { buildAreaOfFocus, buildExercise, buildHabitProgram, programRoutes } from '../testing';

const coach = buildCoach();
const SLOW = { timeout: 60_000 };
const PAGE = { timeout: 5000 };
const BLANK = 'This field may not be blank.';
const LIST = '/api/coaches/template-exercises/';
const program = buildHabitProgram({ id: 1 });
const sleep = buildAreaOfFocus({ id: 4, name: 'Sleep', color: '#7950f2' });
const move = buildAreaOfFocus({ id: 5, name: 'Move', color: '#40c057' });
const windDown = buildExercise({
  id: 20,
  short_description: 'Wind down',
  themes: [4],
  area: { id: 4, name: 'Sleep', color: '#7950f2' },
  always: true,
});
const walk = buildExercise({
  id: 21,
  short_description: 'Walk',
  themes: [5],
  area: { id: 5, name: 'Move', color: '#40c057' },
  active: false,
  buffer: 2,
  available_for: 3,
  only_on: [0, 2],
});

const lessons = [
  { id: 31, title: 'Why we walk', module_title: 'Basics', course: 3, course_title: 'Move more' },
  { id: 32, title: 'Wind down', module_title: 'Evenings', course: 4, course_title: 'Sleep well' },
];

function renderExercises(api: FakeRoutes = {}, areas = [sleep, move], exercises = [windDown, walk]) {
  return renderApp('/habit-programs/1', {
    user: coach,
    api: { ...programRoutes(program, { areas, exercises, lessons }), ...api },
  });
}

const findRow = (name: string) => screen.findByRole('article', { name }, PAGE);
const lastQuery = () => Object.fromEntries(queriesTo(LIST).at(-1)!);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // Mantine's dropdowns (the selects) stay hidden while their input has no size; jsdom gives none.
  giveElementsABox();
});

describe('exercise list', SLOW, () => {
  it("lists the program's exercises, 15 at a time, with their area and state", async () => {
    renderExercises();
    const row = await findRow('Wind down');
    expect(within(row).getByText('Sleep')).toBeInTheDocument();
    expect(within(row).getByText('Always')).toBeInTheDocument();
    expect(within(row).queryByText('Disabled')).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Walk' });
    expect(within(other).getByText('Disabled')).toBeInTheDocument();
    expect(within(other).queryByText('Always')).not.toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(LIST)[0]!)).toEqual({
      themes__areas_of_focus: '1',
      limit: '15',
      offset: '0',
    });
  });

  it('searches once the coach stops typing, and filters by area', async () => {
    const { user } = renderExercises({
      [`GET ${LIST}`]: () => {
        const query = currentQuery();
        if (query.get('themes') === '5') return { body: pageOf([walk]) };
        return { body: pageOf(query.get('q') ? [] : [windDown, walk]) };
      },
    });
    await findRow('Wind down');
    await user.type(screen.getByRole('textbox', { name: 'Search exercises' }), 'yoga');
    expect(await screen.findByText('No exercises match your search.', {}, PAGE)).toBeInTheDocument();
    // Debounced: one request for the whole word, none for its first letters.
    expect(queriesTo(LIST).map((query) => query.get('q'))).toEqual([null, 'yoga']);
    expect(lastQuery()).toEqual({ themes__areas_of_focus: '1', q: 'yoga', limit: '15', offset: '0' });

    await user.clear(screen.getByRole('textbox', { name: 'Search exercises' }));
    await user.click(screen.getByRole('textbox', { name: 'Filter by area of focus' }));
    await user.click(await screen.findByRole('option', { name: 'Move' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ themes__areas_of_focus: '1', themes: '5', limit: '15', offset: '0' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wind down' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Walk' })).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const first = Array.from({ length: 15 }, (_, index) =>
      buildExercise({ id: 100 + index, short_description: `Exercise ${100 + index}` }),
    );
    renderExercises({
      [`GET ${LIST}`]: () =>
        currentQuery().get('offset') === '0'
          ? { body: pageOf(first, { count: 16, more: true }) }
          : { body: pageOf([buildExercise({ id: 200, short_description: 'The last one' })], { count: 16 }) },
    });
    await findRow('Exercise 114');
    act(() => FakeIntersectionObserver.scrollToTheEnd());
    expect(await findRow('The last one')).toBeInTheDocument();
    expect(queriesTo(LIST).map((query) => query.get('offset'))).toEqual(['0', '15']);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });
});

describe('adding and editing exercises', SLOW, () => {
  it('asks for an area of focus first when the program has none', async () => {
    const { user } = renderExercises({}, [], []);
    await screen.findByText('No exercises yet.', {}, PAGE);
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HABIT_MESSAGES.createAreaFirst);
    expect(screen.queryByRole('dialog', { name: 'New Exercise' })).not.toBeInTheDocument();
  });

  // Typing into a dozen inputs in jsdom takes long under a full parallel run.
  it(
    'checks the required fields, saves every field and stays open for resources',
    { timeout: 60_000 },
    async () => {
      const created = buildExercise({ id: 30, short_description: 'Breathe', themes: [5] });
      const { user, server } = renderExercises({
        'POST /api/coaches/template-exercises/': ({ body }) => ({
          status: 201,
          body: { ...created, ...(body as Partial<TemplateExercise>) },
        }),
      });
      await findRow('Wind down');
      await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'New Exercise' }));

      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(BLANK);
      expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(BLANK);
      expect(dialog.getByRole('textbox', { name: 'Buffer' })).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.required),
      );
      expect(dialog.getByRole('textbox', { name: 'Available For' })).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.required),
      );
      expect(dialog.getByRole('textbox', { name: 'Area of Focus' })).toHaveAccessibleDescription(
        MESSAGES.required,
      );
      expect(server.callsTo('POST /api/coaches/template-exercises/')).toHaveLength(0);

      await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Breathe');
      await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Slowly.');
      await user.type(dialog.getByRole('textbox', { name: 'How' }), '4 in, 6 out.');
      await user.type(dialog.getByRole('textbox', { name: 'Why' }), 'Calm.');
      await user.type(dialog.getByRole('textbox', { name: 'Buffer' }), '2');
      await user.type(dialog.getByRole('textbox', { name: 'Available For' }), '3');
      await user.click(dialog.getByRole('textbox', { name: 'Area of Focus' }));
      await user.click(await screen.findByRole('option', { name: 'Move' }));
      await user.click(dialog.getByRole('checkbox', { name: 'Sun' }));
      await user.click(dialog.getByRole('checkbox', { name: 'Mon' }));
      await user.click(dialog.getByRole('checkbox', { name: /^Always/ }));
      await user.click(dialog.getByRole('switch', { name: /^Enabled/ }));
      await user.click(dialog.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
      expect(server.callsTo('POST /api/coaches/template-exercises/').map((call) => call.body)).toEqual([
        {
          short_description: 'Breathe',
          description: 'Slowly.',
          how: '4 in, 6 out.',
          why: 'Calm.',
          buffer: 2,
          available_for: 3,
          always: true,
          themes: [5],
          only_on: [0, 6],
          active: false,
          lesson: null,
        },
      ]);
      const editing = within(await screen.findByRole('dialog', { name: 'Edit Exercise' }));
      expect(editing.getByRole('textbox', { name: 'Title' })).toHaveValue('Breathe');
      expect(await editing.findByRole('form', { name: 'New resource' })).toBeInTheDocument();
      expect(queriesTo('/api/coaches/exercise-resources/').map((query) => query.get('exercise'))).toEqual([
        '30',
      ]);
    },
  );

  it("shows the server's field errors under their fields", async () => {
    const { user } = renderExercises({
      'PATCH /api/coaches/template-exercises/21/': {
        status: 400,
        body: { available_for: ['Ensure this value is less than or equal to 60.'] },
      },
    });
    const row = await findRow('Walk');
    await user.click(within(row).getByRole('button', { name: 'Edit Walk' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Exercise' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Available For' })).toHaveAccessibleDescription(
        expect.stringContaining('Ensure this value is less than or equal to 60.'),
      ),
    );
  });

  it('edits an exercise with its values filled in, then closes', async () => {
    const { user, server } = renderExercises({
      'PATCH /api/coaches/template-exercises/21/': ({ body }) => ({ body: { ...walk, ...(body as object) } }),
    });
    const row = await findRow('Walk');
    await user.click(within(row).getByRole('button', { name: 'Edit Walk' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Exercise' }));
    expect(dialog.getByRole('textbox', { name: 'Area of Focus' })).toHaveValue('Move');
    expect(dialog.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Tue' })).not.toBeChecked();
    expect(dialog.getByRole('switch', { name: /^Enabled/ })).not.toBeChecked();

    const title = dialog.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Brisk walk');
    await user.click(dialog.getByRole('switch', { name: /^Enabled/ }));
    expect(dialog.getByRole('textbox', { name: 'Lesson' })).toHaveValue('');
    await user.click(dialog.getByRole('textbox', { name: 'Lesson' }));
    await user.click(await screen.findByRole('option', { name: 'Basics · Why we walk' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/coaches/template-exercises/21/')[0]?.body).toMatchObject({
      short_description: 'Brisk walk',
      buffer: 2,
      available_for: 3,
      themes: [5],
      only_on: [0, 2],
      active: true,
      lesson: 31,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Exercise' })).not.toBeInTheDocument(),
    );
  });

  it('deletes an exercise after a confirmation', async () => {
    const { user, server } = renderExercises({
      'DELETE /api/coaches/template-exercises/20/': { status: 204 },
    });
    const row = await findRow('Wind down');
    await user.click(within(row).getByRole('button', { name: 'Delete Wind down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Exercise' });
    expect(server.callsTo('DELETE /api/coaches/template-exercises/20/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/coaches/template-exercises/20/')).toHaveLength(1);
    // The list is asked again.
    await waitFor(() => expect(queriesTo(LIST).length).toBeGreaterThan(1));
  });
});

describe('printing an exercise', SLOW, () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('fetches the PDF with the session token and downloads it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:exercise');
    URL.revokeObjectURL = vi.fn();
    const downloads: { href: string | null; name: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href'), name: this.download });
    });
    const { user, server } = renderExercises({
      'GET /api/coaches/template-exercises/20/print/': { body: '%PDF-1.3' },
    });
    const row = await findRow('Wind down');
    await user.click(within(row).getByRole('button', { name: 'Print Wind down' }));

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:exercise', name: 'wind-down.pdf' }]));
    const [call] = server.callsTo('GET /api/coaches/template-exercises/20/print/');
    expect(call?.headers.get('Authorization')).toBe(`Token ${TEST_TOKEN}`);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says when the PDF cannot be made', async () => {
    const { user } = renderExercises({
      'GET /api/coaches/template-exercises/20/print/': { status: 500, body: { detail: 'boom' } },
    });
    const row = await findRow('Wind down');
    await user.click(within(row).getByRole('button', { name: 'Print Wind down' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  });
});
