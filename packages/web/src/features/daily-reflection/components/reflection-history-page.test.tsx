import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paginated, ReflectionEntry } from '@tandem/shared';
import type { FakeResponse, FakeRoutes } from '../../../test/fake-api';
import { buildClient } from '../../../test/factories';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { renderApp } from '../../../test/render';
import { buildReflectionEntry } from '../testing';

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };
const client = buildClient();
const LIST = '/api/clients/surveys/';
const CLOUD = '/api/clients/surveys/word_cloud/';

const calm = buildReflectionEntry({ id: 22, token: 'tok-22', day: '2025-03-04', reflection: 'A calm day.' });
const secret = buildReflectionEntry({
  id: 21,
  token: 'tok-21',
  day: '2025-03-03',
  reflection: 'Only for me.',
  private: true,
});
const words = ['calm', 'walk', 'sleep', 'work', 'family', 'tired'].map((word, at) => ({
  word,
  count: 6 - at,
}));

/**
 * The history's list. The shell's reminder asks the same path with status=open: it gets an empty
 * page, so no reminder shows here.
 */
const list =
  (
    answer: (search: string | null, offset: string | null) => ReflectionEntry[] | Paginated<ReflectionEntry>,
  ) =>
  (): FakeResponse => {
    const query = currentQuery();
    if (query.get('status') === 'open') return { body: pageOf([]) };
    const result = answer(query.get('search'), query.get('offset'));
    return { body: Array.isArray(result) ? pageOf(result) : result };
  };
/** The history's own requests (the reminder's left out). */
const historyQueries = () =>
  queriesTo(LIST)
    .filter((query) => !query.has('status'))
    .map((query) => Object.fromEntries(query));

function renderHistory(api: FakeRoutes = {}) {
  return renderApp('/reflection-history', {
    user: client,
    api: {
      [`GET ${LIST}`]: list(() => [calm, secret]),
      [`GET ${CLOUD}`]: { body: { word_counts: words } },
      ...api,
    },
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reflection history', SLOW, () => {
  it('shows a word cloud of the last year', async () => {
    renderHistory();
    const cloud = await screen.findByRole('list', { name: 'Word cloud' });
    expect(
      within(cloud)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['calm', 'walk', 'sleep', 'work', 'family', 'tired']);
    expect(queriesTo(CLOUD).map((query) => query.get('since'))).toEqual(['365']);
  });

  it('says when there are too few words for a cloud', async () => {
    renderHistory({ [`GET ${CLOUD}`]: { body: { word_counts: words.slice(0, 5) } } });
    expect(await screen.findByText('Not enough words for a word cloud yet.')).toBeInTheDocument();
  });

  it('lists past reflections with their day, text, a Private badge and a link to reopen them', async () => {
    renderHistory();
    const first = await screen.findByRole('article', { name: 'Tue, Mar 4, 2025' });
    expect(within(first).getByText('A calm day.')).toBeInTheDocument();
    expect(within(first).queryByText('Private')).not.toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Open the reflection of Tue, Mar 4, 2025' }),
    ).toHaveAttribute('href', '/daily-reflection/tok-22');

    const second = screen.getByRole('article', { name: 'Mon, Mar 3, 2025' });
    expect(within(second).getByText('Only for me.')).toBeInTheDocument();
    expect(within(second).getByText('Private')).toBeInTheDocument();
    expect(historyQueries()).toEqual([{ limit: '15', offset: '0' }]);
  });

  it('opens a past reflection from its link', async () => {
    const { user, router } = renderHistory();
    const first = await screen.findByRole('article', { name: 'Tue, Mar 4, 2025' });
    await user.click(within(first).getByRole('link', { name: /Open the reflection/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-reflection/tok-22'));
  });

  it('says when there are no reflections yet', async () => {
    renderHistory({ [`GET ${LIST}`]: list(() => []) });
    expect(await screen.findByText('You have not written any reflections yet.')).toBeInTheDocument();
  });

  it('searches 500 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderHistory({
      [`GET ${LIST}`]: list((search) => (search ? [calm] : [calm, secret])),
    });
    await screen.findByRole('article', { name: 'Mon, Mar 3, 2025' });

    await user.type(screen.getByRole('textbox', { name: 'Search reflections' }), 'calm');
    // Spec: 500 ms. (The fake clock also follows real time here, hence the margin.)
    await wait(300);
    expect(historyQueries()).toHaveLength(1);
    await wait(200);
    expect(historyQueries()).toHaveLength(2);

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Mon, Mar 3, 2025' })).not.toBeInTheDocument(),
    );
    expect(historyQueries()).toEqual([
      { limit: '15', offset: '0' },
      { limit: '15', offset: '0', search: 'calm' },
    ]);
  });

  it('says when a search finds nothing', async () => {
    const { user } = renderHistory({ [`GET ${LIST}`]: list((search) => (search ? [] : [calm])) });
    await screen.findByRole('article', { name: 'Tue, Mar 4, 2025' });
    await user.type(screen.getByRole('textbox', { name: 'Search reflections' }), 'zzz');
    expect(await screen.findByText('No reflections match your search.')).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const first = Array.from({ length: 15 }, (_, at) =>
      buildReflectionEntry({ id: 100 - at, day: `2025-02-${String(28 - at).padStart(2, '0')}` }),
    );
    const oldest = buildReflectionEntry({ id: 1, day: '2025-01-02', reflection: 'The very first.' });
    renderHistory({
      [`GET ${LIST}`]: list((_, offset) =>
        offset === '0' ? pageOf(first, { count: 16, more: true }) : pageOf([oldest], { count: 16 }),
      ),
    });
    await screen.findByRole('article', { name: 'Fri, Feb 28, 2025' });
    expect(historyQueries()).toHaveLength(1);

    act(() => FakeIntersectionObserver.scrollToTheEnd());

    expect(await screen.findByText('The very first.')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Past reflections' })).getAllByRole('article');
    expect(rows).toHaveLength(16);
    expect(historyQueries().map((query) => query.offset)).toEqual(['0', '15']);
  });

  it('says when the list cannot be loaded', async () => {
    renderHistory({
      [`GET ${LIST}`]: () =>
        currentQuery().get('status') === 'open'
          ? { body: pageOf([]) }
          : { status: 500, body: { detail: 'Server error' } },
    });
    expect(await screen.findByText('Reflections could not be loaded.')).toBeInTheDocument();
  });
});
