import { describe, expect, it } from 'vitest';
import { SINCE_SELECT_DATA, toSinceDays } from './since-select';

describe('since days', () => {
  it("offers the spec's windows, 10 to 365 days", () => {
    expect(SINCE_SELECT_DATA).toEqual([
      { value: '10', label: 'Last 10 days' },
      { value: '30', label: 'Last 30 days' },
      { value: '90', label: 'Last 90 days' },
      { value: '180', label: 'Last 180 days' },
      { value: '365', label: 'Last 365 days' },
    ]);
  });

  it('reads a chosen window and refuses anything else', () => {
    expect(toSinceDays('90')).toBe(90);
    expect(toSinceDays('45')).toBeNull();
    expect(toSinceDays(null)).toBeNull();
    expect(toSinceDays('')).toBeNull();
  });
});
