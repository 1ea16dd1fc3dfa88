import { describe, expect, it } from 'vitest';
import { completionBars, completionText } from './completion';

describe('the completion of reflections', () => {
  it('says how many of the given reflections were answered', () => {
    expect(completionText({ completed: 12, due: 20 })).toBe('Reflections answered: 12 of 20 (60%)');
    expect(completionText({ completed: 1, due: 3 })).toBe('Reflections answered: 1 of 3 (33%)');
  });

  it('says when none were given', () => {
    expect(completionText({ completed: 0, due: 0 })).toBe('No reflections were given in this period.');
  });

  it('draws a bar per day, answered or not', () => {
    expect(
      completionBars([
        { date: '2025-03-04', value: 1 },
        { date: '2025-03-05', value: 0 },
      ]),
    ).toEqual([
      { date: 'Mar 4', answered: 1 },
      { date: 'Mar 5', answered: 0 },
    ]);
  });
});
