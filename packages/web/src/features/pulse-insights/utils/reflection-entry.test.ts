import { describe, expect, it } from 'vitest';
import { answerText, formatReflectionDay } from './reflection-entry';

describe('a reflection entry', () => {
  it('shows the local day as written, whatever the time zone', () => {
    expect(formatReflectionDay('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatReflectionDay('not a day')).toBe('not a day');
  });

  it('shows an answer out of 7, and a dash for none', () => {
    expect(answerText(5)).toBe('5/7');
    expect(answerText(null)).toBe('–');
  });
});
