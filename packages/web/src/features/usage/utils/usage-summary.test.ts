import { describe, expect, it } from 'vitest';
import { activeClientsSummary, dayLabel } from './usage-summary';

describe('dayLabel', () => {
  it('writes a local day as month and day, whatever the browser zone', () => {
    expect(dayLabel('2026-03-03')).toBe('Mar 3');
    expect(dayLabel('2026-12-31')).toBe('Dec 31');
  });
});

describe('activeClientsSummary', () => {
  it('gives the average, the busiest day (the first of equals) and today', () => {
    expect(
      activeClientsSummary([
        { day: '2026-03-01', count: 2 },
        { day: '2026-03-02', count: 5 },
        { day: '2026-03-03', count: 5 },
        { day: '2026-03-04', count: 1 },
      ]),
    ).toBe(
      'On average 3.3 clients a day used the app in the last 4 days; the most was 5 clients on Mar 2. Today: 1 client.',
    );
  });

  it('says when nobody came', () => {
    expect(
      activeClientsSummary([
        { day: '2026-03-01', count: 0 },
        { day: '2026-03-02', count: 0 },
      ]),
    ).toBe('No client used the app in the last 2 days.');
    expect(activeClientsSummary([{ day: '2026-03-01', count: 0 }])).toBe('No client used the app today.');
  });
});
