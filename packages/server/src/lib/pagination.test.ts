import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { decodeCursor, encodeCursor, pageOf, pageWindow, totalFromShortPage } from './pagination';

const request = (url: string) => ({ url, protocol: 'http', host: 'localhost:3000' }) as FastifyRequest;

describe('pageWindow', () => {
  it('uses the page size for page numbers', () => {
    expect(pageWindow({ page: 3 }, 4)).toEqual({ limit: 4, offset: 8, byPage: true });
  });
  it('caps limit', () => {
    expect(pageWindow({ limit: 5000, offset: 10 }, 15, 1000)).toEqual({
      limit: 1000,
      offset: 10,
      byPage: false,
    });
  });
  it('defaults to the first page', () => {
    expect(pageWindow({}, 15)).toEqual({ limit: 15, offset: 0, byPage: false });
  });
});

describe('pageOf', () => {
  it('links next and previous with limit and offset, keeping other parameters', () => {
    const page = pageOf(
      request('/api/x/?search=a&limit=2&offset=2'),
      { limit: 2, offset: 2, byPage: false },
      5,
      [1, 2],
    );
    expect(page.next).toBe('http://localhost:3000/api/x/?search=a&limit=2&offset=4');
    expect(page.previous).toBe('http://localhost:3000/api/x/?search=a&limit=2&offset=0');
  });
  it('links by page number when paged by page, with no next on the last page', () => {
    const page = pageOf(request('/api/x/?page=2'), { limit: 4, offset: 4, byPage: true }, 8, [1]);
    expect(page.next).toBeNull();
    expect(page.previous).toBe('http://localhost:3000/api/x/?page=1');
  });
});

describe('totalFromShortPage', () => {
  it('counts a short page as the last: its offset plus its rows', () => {
    expect(totalFromShortPage({ limit: 50, offset: 0 }, 7)).toBe(7);
    expect(totalFromShortPage({ limit: 4, offset: 8 }, 3)).toBe(11);
    expect(totalFromShortPage({ limit: 4, offset: 0 }, 0)).toBe(0);
  });
  it('cannot tell from a full page, or from an empty page past the first', () => {
    expect(totalFromShortPage({ limit: 4, offset: 0 }, 4)).toBeNull();
    expect(totalFromShortPage({ limit: 4, offset: 40 }, 0)).toBeNull();
  });
});

describe('pageOf with a keyset cursor', () => {
  it('puts the cursor in next beside the next offset, and takes it out of previous', () => {
    const page = pageOf(
      request('/api/x/?limit=2&offset=2&cursor=old'),
      { limit: 2, offset: 2, byPage: false },
      9,
      [1, 2],
      { nextCursor: 'abc' },
    );
    expect(page.next).toBe('http://localhost:3000/api/x/?limit=2&offset=4&cursor=abc');
    expect(page.previous).toBe('http://localhost:3000/api/x/?limit=2&offset=0');
  });
  it('has no next when no cursor follows, whatever the count says', () => {
    const page = pageOf(request('/api/x/?limit=2'), { limit: 2, offset: 0, byPage: false }, 9, [1], {
      nextCursor: null,
    });
    expect(page.next).toBeNull();
  });
});

describe('cursors', () => {
  it('give back the position they were made from', () => {
    const position = ['-last_login', '2026-11-27T13:50:09.123456Z', 42];
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    expect(decodeCursor(encodeCursor(['-last_login', null, 7]))).toEqual(['-last_login', null, 7]);
  });
  it('refuse text that is not a position', () => {
    for (const text of [
      '',
      'not base64 json',
      encodeCursor([]).slice(1),
      Buffer.from('{"a":1}').toString('base64url'),
    ])
      expect(decodeCursor(text)).toBeNull();
    expect(decodeCursor(Buffer.from('[{"a":1}]').toString('base64url'))).toBeNull();
  });
});
