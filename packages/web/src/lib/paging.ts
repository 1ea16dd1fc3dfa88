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
