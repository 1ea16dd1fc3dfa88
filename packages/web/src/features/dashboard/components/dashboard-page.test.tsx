import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { buildCoach } from '../../../test/factories';
import { giveElementsABox } from '../../../test/give-elements-a-box';
import { renderApp } from '../../../test/render';
import { buildClientSummary } from '../../clients/testing';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { NOTICES_PATH, SEVEN_DAYS_PATH, buildNotice } from '../../pulse-insights/testing';

const coach = buildCoach();
const LIST = '/api/coaches/clients/';
const listKey = `GET ${LIST}`;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const jane = buildClientSummary({
  id: 21,
  first_name: 'Jane',
  last_name: 'Doe',
  last_login: daysAgo(3),
  seven_day_totals: { momentum: 0.6, pulse: 0.95 },
});
const john = buildClientSummary({
  id: 22,
  first_name: 'John',
  last_name: 'Roe',
  habit_program: { id: 2, name: 'Calm Mind' },
});

const emptyWeek = Array.from({ length: 7 }, (_, index) => ({ date: `2025-03-0${index + 3}`, score: null }));

function scrollToTheEnd() {
  act(() => FakeIntersectionObserver.scrollToTheEnd());
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  giveElementsABox();
});

describe('dashboard', () => {
  it('welcomes a coach new to the app, and welcomes back one who has been here', async () => {
    renderApp('/dashboard', {
      user: { ...coach, tour_completed: false },
      api: { [listKey]: { body: pageOf([]) } },
    });
    expect(await screen.findByText(`Welcome, ${coach.first_name}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("asks for the coach's active clients, latest login first, four at a time, and shows their cards", async () => {
    renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: { body: pageOf([jane, john]) },
        [`GET ${SEVEN_DAYS_PATH(21)}`]: { body: emptyWeek },
      },
    });

    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    const [query] = queriesTo(LIST);
    expect(Object.fromEntries(query!)).toEqual({
      filter: 'active',
      ordering: '-last_login',
      currently_coaching: 'true',
      limit: '4',
      offset: '0',
    });

    expect(within(card).getByText('Thrive')).toBeInTheDocument();
    expect(within(card).getByText('Last login: 3 days ago')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('group', { name: 'Momentum' })).getByText('60% So-So'),
    ).toBeInTheDocument();
    expect(
      within(within(card).getByRole('group', { name: 'Pulse' })).getByText('95% answered'),
    ).toBeInTheDocument();
    // The card's reflections are asked for once it is on screen.
    scrollToTheEnd();
    expect(await within(card).findByText('No reflections in the last 7 days.')).toBeInTheDocument();
    expect(queriesTo(SEVEN_DAYS_PATH(21))).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Edit Jane Doe' })).toHaveAttribute(
      'href',
      '/client-detail/21/settings?edit=profile',
    );

    const other = screen.getByRole('article', { name: 'John Roe' });
    expect(within(other).getByText('Calm Mind')).toBeInTheDocument();
    expect(within(other).getByText('Last login: Never')).toBeInTheDocument();
    expect(within(other).getByText('JR')).toBeInTheDocument();
    expect(
      within(within(other).getByRole('group', { name: 'Momentum' })).getByText('0% N/A'),
    ).toBeInTheDocument();
  });

  it('asks again with the chosen filter', async () => {
    const { user } = renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: () => ({ body: pageOf(currentQuery().get('filter') === 'deactivated' ? [john] : [jane]) }),
      },
    });
    await screen.findByRole('article', { name: 'Jane Doe' });

    await user.click(screen.getByRole('textbox', { name: 'Filter clients' }));
    await user.click(await screen.findByRole('option', { name: 'Deactivated Clients' }));

    expect(await screen.findByRole('article', { name: 'John Roe' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Jane Doe' })).not.toBeInTheDocument();
    expect(queriesTo(LIST).at(-1)?.get('filter')).toBe('deactivated');

    await user.click(screen.getByRole('textbox', { name: 'Filter clients' }));
    await user.click(await screen.findByRole('option', { name: 'All Clients' }));
    await waitFor(() => expect(queriesTo(LIST).at(-1)?.get('filter')).toBe('all'));
  });

  it('searches once the coach stops typing, and says when no one matches', async () => {
    const { user } = renderApp('/dashboard', {
      user: coach,
      api: { [listKey]: () => ({ body: pageOf(currentQuery().get('search') ? [] : [jane]) }) },
    });
    await screen.findByRole('article', { name: 'Jane Doe' });

    await user.type(screen.getByRole('textbox', { name: 'Search clients' }), 'zed');
    // Nothing is asked while the coach is still typing.
    expect(queriesTo(LIST).map((query) => query.get('search'))).toEqual([null]);

    expect(await screen.findByText(CLIENT_MESSAGES.noClientsMatching)).toBeInTheDocument();
    expect(queriesTo(LIST).map((query) => query.get('search'))).toEqual([null, 'zed']);
  });

  it('waits 300 ms after the last keystroke before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderApp('/dashboard', {
        user: coach,
        api: { [listKey]: { body: pageOf([jane]) } },
      });
      await screen.findByRole('article', { name: 'Jane Doe' });
      await user.type(screen.getByRole('textbox', { name: 'Search clients' }), 'ja');
      act(() => vi.advanceTimersByTime(250));
      expect(queriesTo(LIST)).toHaveLength(1);
      act(() => vi.advanceTimersByTime(100));
      await waitFor(() => expect(queriesTo(LIST).at(-1)?.get('search')).toBe('ja'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a coach without any clients and links to client onboarding', async () => {
    renderApp('/dashboard', { user: coach, api: { [listKey]: { body: pageOf([]) } } });
    const link = await screen.findByRole('link', { name: 'Invite your first clients' });
    expect(link).toHaveAttribute('href', '/client-onboarding');
    expect(screen.getByText(/You have no clients yet\./)).toBeInTheDocument();
    expect(queriesTo(LIST).map((query) => [query.get('filter'), query.get('limit')])).toEqual([
      ['active', '4'],
      ['all', '1'],
    ]);
  });

  it('says there are no active clients when the coach only has deactivated ones', async () => {
    renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: () => ({ body: currentQuery().get('filter') === 'all' ? pageOf([john]) : pageOf([]) }),
      },
    });
    expect(await screen.findByText('You have no active clients.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite your first clients' })).not.toBeInTheDocument();
  });

  it('loads the next page when the coach scrolls to the end of the list', async () => {
    const firstPage = [1, 2, 3, 4].map((n) => buildClientSummary({ id: n, first_name: `Client${n}` }));
    renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: () =>
          currentQuery().get('offset') === '0'
            ? {
                body: {
                  ...pageOf(firstPage, { count: 5 }),
                  next: 'http://localhost/api/coaches/clients/?limit=4&offset=4&cursor=after-client-4',
                },
              }
            : { body: pageOf([john], { count: 5 }) },
      },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(queriesTo(LIST)).toHaveLength(1);

    scrollToTheEnd();

    expect(await screen.findByRole('article', { name: 'John Roe' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(queriesTo(LIST).map((query) => query.get('offset'))).toEqual(['0', '4']);
    // The next page starts after the server's cursor (keyset paging), not only at its offset.
    expect(queriesTo(LIST).map((query) => query.get('cursor'))).toEqual([null, 'after-client-4']);
    // The last page has no next link: the end of the list asks for nothing more.
    expect(screen.queryByTestId('load-more-clients')).not.toBeInTheDocument();
  });

  it("changes a client's habit program from the card's menu", async () => {
    const patchKey = `PATCH /api/coaches/client-profiles/${jane.client_profile.id}/`;
    const { user, server } = renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: { body: pageOf([jane]) },
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
              editable: false,
            },
          ]),
        },
        [patchKey]: { body: { ...jane, habit_program: { id: 2, name: 'Calm Mind' } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Jane Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Habit Program' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Habit Program' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Calm Mind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CLIENT_MESSAGES.saved)).toBeInTheDocument();
    expect(server.callsTo(patchKey).map((call) => call.body)).toEqual([{ theme: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends 'Deactivate' from the card's menu to the settings tab's confirmation", async () => {
    const { user, router } = renderApp('/dashboard', {
      user: coach,
      api: { [listKey]: { body: pageOf([jane]) } },
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Jane Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/settings'));
    expect(router.state.location.search).toBe('?deactivate=1');
  });

  it('shows the notices about struggling clients above the list, and dismisses them', async () => {
    let unread = [buildNotice({ id: 8 })];
    const { user, server, router } = renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: { body: pageOf([jane]) },
        [`GET ${NOTICES_PATH}`]: () => ({ body: pageOf(unread) }),
        'PATCH /api/coaches/notices/8/': () => {
          unread = [];
          return { body: buildNotice({ id: 8, read_at: '2025-03-05T09:00:00Z' }) };
        },
      },
    });
    const notices = await screen.findByRole('region', { name: 'Clients who may be struggling' });
    expect(
      within(notices).getByText('Jane Doe has scored 3 or below on Energy two reflections in a row'),
    ).toBeInTheDocument();
    // Above the client cards.
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(notices.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Clients who may be struggling' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('PATCH /api/coaches/notices/8/').map((call) => call.body)).toEqual([
      { read: true },
    ]);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("opens the client's pulse tab from a notice", async () => {
    const { user, router } = renderApp('/dashboard', {
      user: coach,
      api: {
        [listKey]: { body: pageOf([jane]) },
        [`GET ${NOTICES_PATH}`]: { body: pageOf([buildNotice({ id: 8 })]) },
      },
    });
    const notices = await screen.findByRole('region', { name: 'Clients who may be struggling' });
    await user.click(within(notices).getByRole('link', { name: 'View Pulse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail/21/pulse'));
  });
});
