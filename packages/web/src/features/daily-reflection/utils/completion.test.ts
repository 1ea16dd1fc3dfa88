import { describe, expect, it } from 'vitest';
import { SINCE_OPTIONS, completionPercent } from './completion';

describe('completionPercent', () => {
  it('is completed of due, rounded', () => {
    expect(completionPercent({ completed: 3, due: 4 })).toBe(75);
    expect(completionPercent({ completed: 1, due: 3 })).toBe(33);
    expect(completionPercent({ completed: 2, due: 3 })).toBe(67);
    expect(completionPercent({ completed: 4, due: 4 })).toBe(100);
  });

  it('is 0 when nothing was due, and never above 100', () => {
    expect(completionPercent({ completed: 0, due: 0 })).toBe(0);
    expect(completionPercent({ completed: 2, due: 0 })).toBe(0);
    expect(completionPercent({ completed: 5, due: 4 })).toBe(100);
  });
});

describe('SINCE_OPTIONS', () => {
  it("offers the spec's windows", () => {
    expect(SINCE_OPTIONS.map((option) => option.label)).toEqual([
      'Last 10 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'Last 365 days',
    ]);
    expect(SINCE_OPTIONS[1]).toEqual({ value: '30', label: 'Last 30 days' });
  });
});
