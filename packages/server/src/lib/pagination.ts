import type { FastifyRequest } from 'fastify';
import type { PageQuery, Paginated } from '@tandem/shared';

export interface PageWindow {
  limit: number;
  offset: number;
  /** Whether the caller paged with `page` (then next/previous use `page` too). */
  byPage: boolean;
}

/** The rows a request asks for: `limit`/`offset`, or `page` of `pageSize`, capped at `maxLimit`. */
export function pageWindow(query: PageQuery, pageSize: number, maxLimit = 1000): PageWindow {
  if (query.page !== undefined && query.limit === undefined && query.offset === undefined) {
    return { limit: pageSize, offset: (query.page - 1) * pageSize, byPage: true };
  }
  return { limit: Math.min(query.limit ?? pageSize, maxLimit), offset: query.offset ?? 0, byPage: false };
}

/** A DRF page, with `next`/`previous` as absolute URLs built from the request's own. */
export function pageOf<T>(
  request: FastifyRequest,
  window: PageWindow,
  count: number,
  results: T[],
): Paginated<T> {
  const link = (offset: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    if (window.byPage) {
      url.searchParams.set('page', String(Math.floor(offset / window.limit) + 1));
    } else {
      url.searchParams.set('limit', String(window.limit));
      url.searchParams.set('offset', String(offset));
    }
    return url.toString();
  };
  const nextOffset = window.offset + window.limit;
  return {
    count,
    next: nextOffset < count ? link(nextOffset) : null,
    previous: window.offset > 0 ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}

/**
 * The total a page already tells, so the count statement can be skipped: a page shorter than
 * its limit is the last one, and holds everything from its offset on. An empty page past the
 * first says nothing (the offset may overshoot), nor does a full page (more may follow): null,
 * count them. Most daily lists fit in one short page, so this saves a statement per visit.
 */
export function totalFromShortPage(
  window: { limit: number; offset: number },
  rowsOnPage: number,
): number | null {
  if (rowsOnPage >= window.limit) return null;
  if (rowsOnPage === 0 && window.offset > 0) return null;
  return window.offset + rowsOnPage;
}
