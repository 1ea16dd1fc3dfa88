import { describe, expect, it } from 'vitest';
import { nextOffset } from './paging';

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
