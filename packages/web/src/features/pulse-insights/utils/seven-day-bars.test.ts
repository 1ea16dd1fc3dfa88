import { describe, expect, it } from 'vitest';
import { reflectionBars, reflectionCaption } from './seven-day-bars';

// 2025-03-03 is a Monday.
const week = [
  { date: '2025-03-03', score: 5 },
  { date: '2025-03-04', score: null },
  { date: '2025-03-05', score: 6.5 },
  { date: '2025-03-06', score: null },
  { date: '2025-03-07', score: 2 },
  { date: '2025-03-08', score: null },
  { date: '2025-03-09', score: null },
];

describe('the reflection bars', () => {
  it('labels each day by its weekday and keeps its score, unanswered days empty', () => {
    expect(reflectionBars(week)).toEqual([
      { day: 'Mo', score: 5 },
      { day: 'Tu', score: null },
      { day: 'We', score: 6.5 },
      { day: 'Th', score: null },
      { day: 'Fr', score: 2 },
      { day: 'Sa', score: null },
      { day: 'Su', score: null },
    ]);
  });

  it('says how many days were answered and their average out of 7', () => {
    expect(reflectionCaption(week)).toBe('3 of the last 7 days, average 4.5/7');
  });

  it('says when there are no reflections', () => {
    expect(reflectionCaption(week.map((entry) => ({ ...entry, score: null })))).toBe('No reflections yet');
  });
});
