import { describe, expect, it } from 'vitest';
import { pdfFileName } from './download';

describe('pdfFileName', () => {
  it('slugs the title', () => {
    expect(pdfFileName('Morning walk!')).toBe('morning-walk.pdf');
    expect(pdfFileName('  Café   au lait ')).toBe('cafe-au-lait.pdf');
  });

  it('falls back to "exercise" when nothing is left', () => {
    expect(pdfFileName('!!!')).toBe('exercise.pdf');
  });
});
