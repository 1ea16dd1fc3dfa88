import { describe, expect, it } from 'vitest';
import { ratingWord, wellBeingWord } from './well-being';

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

describe('ratingWord', () => {
  // A mean answer on the 1..7 scale as the graphs' fraction.
  const of = (score: number) => (score - 1) / 6;
  it('reads a neutral 4 as So-So, and struggling only where the struggling notice does (3 or below)', () => {
    expect(ratingWord(of(4))).toBe('So-So');
    expect(ratingWord(of(3.01))).toBe('So-So');
    expect(ratingWord(of(3))).toBe('Struggling');
    expect(ratingWord(of(1))).toBe('Struggling');
    expect(ratingWord(of(5))).toBe('Good');
    expect(ratingWord(of(6))).toBe('Great');
    expect(ratingWord(null)).toBe('N/A');
  });
});
