import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes the calendar day with its weekday, whatever the time zone', () => {
    expect(formatDay('2025-03-05')).toBe('Wed, Mar 5, 2025');
    expect(formatDay('2024-12-31')).toBe('Tue, Dec 31, 2024');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDay('someday')).toBe('someday');
  });
});
