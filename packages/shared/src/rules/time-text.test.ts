import { describe, expect, it } from 'vitest';
import { clockTime, weekDaysText } from './time-text';

describe('weekDaysText', () => {
  it('names the days Monday first, in week order, once each', () => {
    expect(weekDaysText([4, 0, 2, 0])).toBe('Mon, Wed, Fri');
    expect(weekDaysText([6, 5])).toBe('Sat, Sun');
  });

  it('says every day for the whole week, and nothing for no days', () => {
    expect(weekDaysText([6, 5, 4, 3, 2, 1, 0])).toBe('Every day');
    expect(weekDaysText([])).toBe('');
  });
});

describe('clockTime', () => {
  it.each([
    ['00:00:00', '12:00 AM'],
    ['07:05', '7:05 AM'],
    ['12:00:00', '12:00 PM'],
    ['13:30:00', '1:30 PM'],
    ['23:55', '11:55 PM'],
  ])('shows %s as %s', (time, shown) => {
    expect(clockTime(time)).toBe(shown);
  });

  it('leaves text that is not a time alone', () => {
    expect(clockTime('noon')).toBe('noon');
    expect(clockTime('25:00:00')).toBe('25:00:00');
  });
});
