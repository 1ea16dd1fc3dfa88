import { vi } from 'vitest';
import type { Paginated } from '@tandem/shared';

/** A DRF page; `next` is set when `more` says another page follows. */
export function pageOf<T>(results: T[], { count = results.length, more = false } = {}): Paginated<T> {
  return { count, next: more ? 'http://localhost/api/next-page/' : null, previous: null, results };
}

/**
 * The query parameters of the request being answered. The fake API keys handlers by path only;
 * `fetch` is its mock, which records each call before running the handler, so inside a handler
 * the last recorded call is the current one.
 */
export function currentQuery(): URLSearchParams {
  const call = vi.mocked(fetch).mock.lastCall;
  return new URL(String(call?.[0]), 'http://localhost').searchParams;
}

/** The query parameters of every GET made to `path` (e.g. '/api/coaches/clients/'). */
export function queriesTo(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
