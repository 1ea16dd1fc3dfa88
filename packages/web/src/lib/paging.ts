import type { Paginated } from '@tandem/shared';

/**
 * The offset of an infinite list's next page (DRF's limit/offset paging): every row loaded so
 * far, or undefined once the server says there is no next page. Counting the rows rather than
 * pages × page size stays right when a page came back short.
 */
export function nextOffset(
  last: Paginated<unknown>,
  pages: readonly Paginated<unknown>[],
): number | undefined {
  return last.next ? pages.reduce((seen, page) => seen + page.results.length, 0) : undefined;
}

/** Where an infinite list's next page starts: its offset, and the server's keyset cursor if any. */
export interface NextPage {
  offset: number;
  cursor?: string;
}

/**
 * The next page of a list whose server may page by keyset (the dashboard's clients): the offset
 * as nextOffset counts it, plus the `cursor` the server put in its `next` link, which the next
 * request sends back so the server starts after the last row shown instead of skipping rows
 * (a client who logs in meanwhile is then neither repeated nor skipped).
 */
export function nextPageAfter(
  last: Paginated<unknown>,
  pages: readonly Paginated<unknown>[],
): NextPage | undefined {
  const offset = nextOffset(last, pages);
  if (offset === undefined || !last.next) return undefined;
  const cursor = new URL(last.next, 'http://localhost').searchParams.get('cursor');
  return cursor ? { offset, cursor } : { offset };
}
