import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import type { FakeRoutes } from '../../../test/fake-api';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { currentQuery, pageOf, queriesTo } from '../../../test/fake-requests';
import { renderWithProviders } from '../../../test/render';
import {
  REFLECTIONS_PATH,
  SIX_WORDS,
  WORD_CLOUD_PATH,
  buildReflectionEntry,
  pulseTabRoutes,
  wordCounts,
} from '../testing';
import { ClientReflectionsTab } from './client-reflections-tab';

const SLOW = { timeout: 30_000 };
const params = (path: string) => queriesTo(path).map((query) => Object.fromEntries(query));
const list = () => screen.getByRole('list', { name: 'Reflections' });
const shown = () =>
  within(list())
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

/** Reflection `n` of a long history: one a day, newest (1) on March 20. */
const entry = (n: number) =>
  buildReflectionEntry({ id: n, day: `2025-03-${String(21 - n).padStart(2, '0')}` });
const history = Array.from({ length: 10 }, (_, index) => entry(index + 1));
const dayOf = (n: number) => `Reflection of Mar ${21 - n}, 2025`;

/** The list endpoint over `entries`, paged by limit and offset. */
const pagedReflections = (entries = history): FakeRoutes => ({
  [`GET ${REFLECTIONS_PATH}`]: () => {
    const offset = Number(currentQuery().get('offset'));
    const limit = Number(currentQuery().get('limit'));
    const search = currentQuery().get('search');
    const matching = search ? entries.filter((e) => e.reflection?.includes(search)) : entries;
    return {
      body: pageOf(matching.slice(offset, offset + limit), {
        count: matching.length,
        more: offset + limit < matching.length,
      }),
    };
  },
});

function renderTab(api: FakeRoutes = {}) {
  return renderWithProviders(<ClientReflectionsTab clientId={21} />, {
    api: { ...pulseTabRoutes(21), ...api },
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe("the coach's reflections tab", SLOW, () => {
  it("shows the year's word cloud and each reflection's day, answers, question and text", async () => {
    renderTab({
      [`GET ${WORD_CLOUD_PATH}`]: { body: { word_counts: wordCounts(SIX_WORDS) } },
      [`GET ${REFLECTIONS_PATH}`]: {
        body: pageOf([
          buildReflectionEntry({
            id: 1,
            day: '2025-03-04',
            reflection: 'A long walk cleared my head.',
            answers: [
              { question_text: 'I slept well', answer: 5 },
              { question_text: 'I felt calm', answer: 3 },
            ],
          }),
        ]),
      },
    });
    const cloud = await screen.findByRole('list', { name: 'Word cloud' });
    expect(within(cloud).getAllByRole('listitem')).toHaveLength(6);
    expect(params(WORD_CLOUD_PATH)).toEqual([{ user: '21', since: '365' }]);

    const card = await screen.findByRole('article', { name: 'Reflection of Mar 4, 2025' });
    const answers = within(within(card).getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(answers.map((item) => item.textContent)).toEqual(['I slept well5/7', 'I felt calm3/7']);
    expect(within(card).getByText('What is on your mind today?')).toBeInTheDocument();
    expect(within(card).getByText('A long walk cleared my head.')).toBeInTheDocument();
    expect(params(REFLECTIONS_PATH)).toEqual([{ user: '21', limit: '4', offset: '0' }]);
    // Nothing more to show: no Display All.
    expect(screen.queryByRole('button', { name: 'Display All' })).not.toBeInTheDocument();
  });

  it('says when the reflection is private, without its text', async () => {
    renderTab({
      [`GET ${REFLECTIONS_PATH}`]: {
        body: pageOf([buildReflectionEntry({ id: 1, day: '2025-03-04', private: true, reflection: null })]),
      },
    });
    const card = await screen.findByRole('article', { name: 'Reflection of Mar 4, 2025' });
    expect(within(card).getByText('This reflection is private.')).toBeInTheDocument();
    // The ratings still show; only the written text is the client's own.
    expect(within(card).getByText('5/7')).toBeInTheDocument();
  });

  it('shows 4 until Display All, loads the rest as the coach scrolls, and Hide All goes back to 4', async () => {
    const { user } = renderTab(pagedReflections());
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4].map(dayOf)));

    await user.click(screen.getByRole('button', { name: 'Display All' }));
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(dayOf)));
    expect(screen.getByRole('button', { name: 'Hide All' })).toBeInTheDocument();

    act(() => FakeIntersectionObserver.scrollToTheEnd());
    await waitFor(() => expect(shown()).toHaveLength(10));
    expect(params(REFLECTIONS_PATH).map((query) => query.offset)).toEqual(['0', '4', '8']);
    // The last page has no next link: the end of the list asks for nothing more.
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide All' }));
    expect(shown()).toEqual([1, 2, 3, 4].map(dayOf));
    expect(screen.getByRole('button', { name: 'Display All' })).toBeInTheDocument();
    // Hiding asks nothing, nor does scrolling while hidden.
    act(() => FakeIntersectionObserver.scrollToTheEnd());
    expect(queriesTo(REFLECTIONS_PATH)).toHaveLength(3);
  });

  it('searches 500 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const walk = buildReflectionEntry({ id: 3, day: '2025-03-04', reflection: 'A walk in the park' });
      const { user } = renderTab(pagedReflections([entry(1), entry(2), walk]));
      await waitFor(() => expect(shown()).toHaveLength(3));

      await user.type(screen.getByRole('textbox', { name: 'Search reflections' }), 'walk');
      act(() => vi.advanceTimersByTime(400));
      expect(queriesTo(REFLECTIONS_PATH)).toHaveLength(1);
      act(() => vi.advanceTimersByTime(150));

      await waitFor(() => expect(shown()).toEqual(['Reflection of Mar 4, 2025']));
      expect(params(REFLECTIONS_PATH)).toEqual([
        { user: '21', limit: '4', offset: '0' },
        { user: '21', search: 'walk', limit: '4', offset: '0' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when a search finds none', async () => {
    const { user } = renderTab(pagedReflections([entry(1)]));
    await waitFor(() => expect(shown()).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Search reflections' }), 'zzz');
    expect(
      await screen.findByText('No reflections match your search.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says when the client has not reflected yet', async () => {
    renderTab();
    expect(await screen.findByText('This client has no reflections yet.')).toBeInTheDocument();
    expect(screen.getByText('Not enough words for a word cloud yet.')).toBeInTheDocument();
  });

  it('says when the reflections cannot be had', async () => {
    renderTab({ [`GET ${REFLECTIONS_PATH}`]: { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.queryByText('This client has no reflections yet.')).not.toBeInTheDocument();
  });
});
