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

/**
 * A DRF page, with `next`/`previous` as absolute URLs built from the request's own. With
 * `nextCursor` (a list that pages by keyset, and more rows follow), `next` carries that cursor
 * beside its offset: the server starts the next page after the cursor's row instead of skipping
 * `offset` rows, and the offset still says where the page stands. `previous` is always by offset.
 */
export function pageOf<T>(
  request: FastifyRequest,
  window: PageWindow,
  count: number,
  results: T[],
  { nextCursor }: { nextCursor?: string | null } = {},
): Paginated<T> {
  const link = (offset: number, cursor: string | null = null) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    if (window.byPage) {
      url.searchParams.set('page', String(Math.floor(offset / window.limit) + 1));
    } else {
      url.searchParams.set('limit', String(window.limit));
      url.searchParams.set('offset', String(offset));
    }
    if (cursor === null) url.searchParams.delete('cursor');
    else url.searchParams.set('cursor', cursor);
    return url.toString();
  };
  const nextOffset = window.offset + window.limit;
  const next =
    nextCursor !== undefined
      ? nextCursor
        ? link(nextOffset, nextCursor)
        : null
      : nextOffset < count
        ? link(nextOffset)
        : null;
  return {
    count,
    next,
    previous: window.offset > 0 ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}

/** A keyset position: the sort values of the last row a page showed, in the list's order. */
export type CursorPosition = readonly (string | number | null)[];

/**
 * An opaque cursor for a keyset position (DRF's cursors are opaque too): base64url of its JSON,
 * so a client follows `next` rather than building positions of its own.
 */
export const encodeCursor = (position: CursorPosition): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** The position a cursor holds, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const isValue = (value: unknown) =>
      value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    return Array.isArray(position) && position.every(isValue) ? position : null;
  } catch {
    return null;
  }
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
