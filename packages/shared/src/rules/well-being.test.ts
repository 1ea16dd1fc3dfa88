import { describe, expect, it } from 'vitest';
import { wellBeingWord } from './well-being';

describe('wellBeingWord', () => {
  it('says Great above 0.9', () => {
    expect(wellBeingWord(1)).toBe('Great');
    expect(wellBeingWord(0.91)).toBe('Great');
  });
  it('says Good above 0.7 up to 0.9', () => {
    expect(wellBeingWord(0.9)).toBe('Good');
    expect(wellBeingWord(0.71)).toBe('Good');
  });
  it('says So-So above 0.5 up to 0.7', () => {
    expect(wellBeingWord(0.7)).toBe('So-So');
    expect(wellBeingWord(0.51)).toBe('So-So');
  });
  it('says Struggling above 0 up to 0.5', () => {
    expect(wellBeingWord(0.5)).toBe('Struggling');
    expect(wellBeingWord(0.01)).toBe('Struggling');
  });
  it('says N/A for 0 and below', () => {
    expect(wellBeingWord(0)).toBe('N/A');
    expect(wellBeingWord(-0.2)).toBe('N/A');
  });
});
