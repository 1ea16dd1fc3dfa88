import { QueryClient } from '@tanstack/react-query';
import { EARLY_PAGE_REQUESTS } from '@tandem/shared';
import { expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { loadDailyExerciseData } from '.';

const EMPTY_PAGE = { body: { count: 0, next: null, previous: null, results: [] } };

// The page's first screen is described twice: as paths, for the script that asks for them while
// the app loads (EARLY_PAGE_REQUESTS), and as the page's queries, for its route's loader. The app
// adopts an early answer only when it asks for the very same path, so the two must not drift.
it('asks for exactly the requests sent early for the page, so it adopts every one of them', async () => {
  fakeApi({ 'GET /api/clients/tasks/': EMPTY_PAGE, 'GET /api/clients/commitments/': EMPTY_PAGE });
  await loadDailyExerciseData(new QueryClient());
  const asked = vi.mocked(fetch).mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname.replace(/^\/api\//, '')}${url.search}`;
  });
  expect(asked.sort()).toEqual([...EARLY_PAGE_REQUESTS['/daily-exercise']!].sort());
});
