import { describe, expect, it } from 'vitest';
import { normaliseDays } from './days';

describe('normaliseDays', () => {
  it('drops repeats and orders the week from Monday', () => {
    expect(normaliseDays([6, 0, 4, 4, 2])).toEqual([0, 2, 4, 6]);
  });
});
