import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { buildClientExercise, buildNote, buildTemplateExercise, emptyHabitsTabRoutes } from '../testing';
import { ClientHabitsTab } from './client-habits-tab';

const client = buildClientSummary({ id: 21, habit_program: { id: 1, name: 'Thrive' } });
const HISTORY = '/api/coaches/client-exercises/';
const LIBRARY = '/api/coaches/template-exercises/';
const ASSIGN = 'POST /api/coaches/client-tasks/';

function renderTab(api: FakeRoutes = {}, summary = client) {
  return renderWithProviders(<ClientHabitsTab clientId={21} />, {
    api: { 'GET /api/coaches/clients/21/': { body: summary }, ...emptyHabitsTabRoutes(), ...api },
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

const SLOW = { timeout: 30_000 };

describe("the coach's habits tab: exercise history", SLOW, () => {
  it('shows each exercise with its colour, due date, status, notes and attachment', async () => {
    renderTab({
      [`GET ${HISTORY}`]: {
        body: pageOf([
          buildClientExercise({
            id: 3,
            short_description: 'Gratitude list',
            due_at: '2025-03-06',
            completed_at: '2025-03-06T15:00:00Z',
            previous_notes: [buildNote({ id: 9, title: 'Three things', text: 'Coffee, sun, a call' })],
            attachment: { url: '/media/exercises/list.pdf', file_name: 'list.pdf' },
            source: 'coach',
          }),
          buildClientExercise({
            id: 2,
            short_description: 'Cold shower',
            due_at: '2025-03-05',
            ignored: true,
          }),
          buildClientExercise({ id: 1, short_description: 'Three breaths', due_at: '2025-03-04' }),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Exercises' });
    const done = await within(list).findByRole('article', { name: 'Gratitude list' });
    expect(within(done).getByText('Due Mar 6, 2025')).toBeInTheDocument();
    expect(within(done).getByText('Completed on Mar 6, 2025')).toBeInTheDocument();
    expect(within(done).getByText('Assigned by coach')).toBeInTheDocument();
    const notes = within(done).getByRole('list', { name: 'Notes on Gratitude list' });
    expect(within(notes).getByText('Three things')).toBeInTheDocument();
    expect(within(notes).getByText('Coffee, sun, a call')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'list.pdf' })).toHaveAttribute(
      'href',
      '/media/exercises/list.pdf',
    );

    const skipped = within(list).getByRole('article', { name: 'Cold shower' });
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument();
    expect(within(skipped).queryByRole('link')).not.toBeInTheDocument();
    const open = within(list).getByRole('article', { name: 'Three breaths' });
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Due Mar 4, 2025')).toBeInTheDocument();

    expect(Object.fromEntries(queriesTo(HISTORY)[0]!)).toEqual({ user: '21', limit: '15', offset: '0' });
  });

  it('loads the next 15 when the coach scrolls to the end, and stops at the last page', async () => {
    const firstPage = Array.from({ length: 15 }, (_, index) =>
      buildClientExercise({ id: 100 - index, short_description: `Exercise ${100 - index}` }),
    );
    renderTab({
      [`GET ${HISTORY}`]: () =>
        currentQuery().get('offset') === '0'
          ? { body: pageOf(firstPage, { count: 16, more: true }) }
          : {
              body: pageOf([buildClientExercise({ id: 1, short_description: 'The first one' })], {
                count: 16,
              }),
            },
    });
    const list = await screen.findByRole('list', { name: 'Exercises' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(15));
    expect(queriesTo(HISTORY)).toHaveLength(1);

    act(() => FakeIntersectionObserver.scrollToTheEnd());

    expect(await within(list).findByRole('article', { name: 'The first one' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(16);
    expect(queriesTo(HISTORY).map((query) => query.get('offset'))).toEqual(['0', '15']);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('says when the client has had no exercises', async () => {
    renderTab();
    expect(await screen.findByText('This client has no exercises yet.')).toBeInTheDocument();
  });
});

describe("the coach's habits tab: assign an exercise", SLOW, () => {
  const breaths = buildTemplateExercise({ id: 7, short_description: 'Three breaths' });
  const stretch = buildTemplateExercise({
    id: 8,
    short_description: 'Stretch',
    area: { id: 2, name: 'Fitness', color: '#fa5252' },
  });

  it("searches the program's exercises and gives the picked one to the client today", async () => {
    const { user, server } = renderTab({
      [`GET ${LIBRARY}`]: () => ({
        body: pageOf(currentQuery().get('q') === 'stre' ? [stretch] : [breaths, stretch]),
      }),
      [ASSIGN]: { status: 201, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign an exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an exercise' });
    expect(await within(dialog).findByText('Three breaths')).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(LIBRARY)[0]!)).toEqual({ themes__areas_of_focus: '1', limit: '15' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Search exercises' }), 'stre');
    await waitFor(() => expect(within(dialog).queryByText('Three breaths')).not.toBeInTheDocument());
    expect(queriesTo(LIBRARY).at(-1)?.get('q')).toBe('stre');
    expect(within(dialog).getByText('Fitness')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Assign Stretch' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(ASSIGN).map((call) => call.body)).toEqual([{ template: 8, user: 21 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The history and the progress are asked for again, with the new exercise in them.
    await waitFor(() => expect(queriesTo(HISTORY)).toHaveLength(2));
    await waitFor(() =>
      expect(server.callsTo('GET /api/coaches/clients/21/current_progress/')).toHaveLength(2),
    );
  });

  it("shows the server's refusal and keeps the picker open", async () => {
    const refusal = 'This exercise is already on the list today.';
    const { user } = renderTab({
      [`GET ${LIBRARY}`]: { body: pageOf([breaths]) },
      [ASSIGN]: { status: 400, body: { non_field_errors: [refusal] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign an exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an exercise' });
    await user.click(await within(dialog).findByRole('button', { name: 'Assign Three breaths' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign an exercise' })).toBeInTheDocument();
    expect(screen.queryByText(CLIENT_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('cannot assign to a client without a habit program', async () => {
    const { server } = renderTab({}, buildClientSummary({ id: 21, habit_program: null }));
    expect(await screen.findByText('This client has no habit program.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign an exercise' })).toBeDisabled();
    expect(server.callsTo(`GET ${LIBRARY}`)).toHaveLength(0);
  });
});
