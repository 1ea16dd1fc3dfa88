import { describe, expect, it } from 'vitest';
import { nextOffset, nextPageAfter } from './paging';

const page = (rows: number, next: string | null) => ({
  count: 99,
  next,
  previous: null,
  results: Array.from({ length: rows }, (_, id) => ({ id })),
});

describe('nextOffset', () => {
  it('starts the next page after every row loaded, short pages included', () => {
    const pages = [page(15, 'n'), page(12, 'n')];
    expect(nextOffset(pages[1]!, pages)).toBe(27);
  });

  it('is undefined after the last page', () => {
    const pages = [page(15, 'n'), page(3, null)];
    expect(nextOffset(pages[1]!, pages)).toBeUndefined();
  });
});

describe('nextPageAfter', () => {
  it("takes the server's cursor from the next link, beside the offset", () => {
    const pages = [page(4, 'http://x.test/api/c/?limit=4&offset=4&cursor=WyItbGFzdCJd')];
    expect(nextPageAfter(pages[0]!, pages)).toEqual({ offset: 4, cursor: 'WyItbGFzdCJd' });
  });

  it('pages by offset alone when the link has no cursor, and ends with the last page', () => {
    const pages = [page(4, '/api/c/?limit=4&offset=4'), page(2, null)];
    expect(nextPageAfter(pages[0]!, pages.slice(0, 1))).toEqual({ offset: 4 });
    expect(nextPageAfter(pages[1]!, pages)).toBeUndefined();
  });
});
