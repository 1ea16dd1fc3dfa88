import { describe, expect, it } from 'vitest';
import { formatDay, localToday } from './format-date';

describe('formatDay', () => {
  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatDay('2025-03-04')).toBe('Mar 4, 2025');
  });

  it("shows a timestamp's local day", () => {
    const instant = new Date(2025, 11, 31, 23, 30);
    expect(formatDay(instant.toISOString())).toBe('Dec 31, 2025');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('localToday', () => {
  it('is the local calendar day as YYYY-MM-DD', () => {
    expect(localToday(new Date(2025, 0, 5, 0, 15))).toBe('2025-01-05');
  });
});
