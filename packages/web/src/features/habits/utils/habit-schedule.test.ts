import { describe, expect, it } from 'vitest';
import { habitDaysText, twelveHourTime } from './habit-schedule';

describe('habitDaysText', () => {
  it('names the days Monday first, in week order, once each', () => {
    expect(habitDaysText([4, 0, 2, 0])).toBe('Mon, Wed, Fri');
    expect(habitDaysText([6, 5])).toBe('Sat, Sun');
  });

  it('says every day for the whole week', () => {
    expect(habitDaysText([6, 5, 4, 3, 2, 1, 0])).toBe('Every day');
  });

  it('is empty for no days', () => {
    expect(habitDaysText([])).toBe('');
  });
});

describe('twelveHourTime', () => {
  it.each([
    ['00:00:00', '12:00 AM'],
    ['09:05:00', '9:05 AM'],
    ['12:00:00', '12:00 PM'],
    ['13:30:00', '1:30 PM'],
    ['23:55', '11:55 PM'],
  ])('shows %s as %s', (time, shown) => {
    expect(twelveHourTime(time)).toBe(shown);
  });

  it('leaves text that is not a time alone', () => {
    expect(twelveHourTime('noon')).toBe('noon');
    expect(twelveHourTime('25:00:00')).toBe('25:00:00');
  });
});
