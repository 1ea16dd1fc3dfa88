import { describe, expect, it } from 'vitest';
import { formatDays, formatTimeOfDay } from './habit-schedule';

describe('habit schedule', () => {
  it('names the days in week order, or every day', () => {
    expect(formatDays([4, 0, 2])).toBe('Mon, Wed, Fri');
    expect(formatDays([6])).toBe('Sun');
    expect(formatDays([6, 5, 4, 3, 2, 1, 0])).toBe('Every day');
  });

  it('shows times on the 12-hour clock', () => {
    expect(formatTimeOfDay('00:00:00')).toBe('12:00 AM');
    expect(formatTimeOfDay('07:05')).toBe('7:05 AM');
    expect(formatTimeOfDay('12:00:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('23:55:00')).toBe('11:55 PM');
  });
});
