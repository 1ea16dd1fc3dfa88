import { describe, expect, it } from 'vitest';
import { moveLimits } from './ordering';

describe('moveLimits', () => {
  it('lets the first row go down only and the last go up only', () => {
    const limits = moveLimits([
      { id: 1, editable: true },
      { id: 2, editable: true },
      { id: 3, editable: true },
    ]);
    expect(Object.fromEntries(limits)).toEqual({
      1: { up: false, down: true },
      2: { up: true, down: true },
      3: { up: true, down: false },
    });
  });

  it('never moves managed rows, and counts the ends among the own rows', () => {
    const limits = moveLimits([
      { id: 1, editable: false },
      { id: 2, editable: true },
      { id: 3, editable: true },
      { id: 4, editable: false },
    ]);
    expect(Object.fromEntries(limits)).toEqual({
      1: { up: false, down: false },
      2: { up: false, down: true },
      3: { up: true, down: false },
      4: { up: false, down: false },
    });
  });

  it('does not move a single row', () => {
    expect(moveLimits([{ id: 1, editable: true }]).get(1)).toEqual({ up: false, down: false });
  });
});
