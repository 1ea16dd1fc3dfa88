import { describe, expect, it } from 'vitest';
import { attachmentFileName, pdfFileName } from './download';

describe('attachmentFileName', () => {
  it('reads the quoted, bare and UTF-8 encoded forms', () => {
    expect(attachmentFileName('attachment; filename="morning-walk.pdf"')).toBe('morning-walk.pdf');
    expect(attachmentFileName('attachment; filename=walk.pdf')).toBe('walk.pdf');
    expect(attachmentFileName("attachment; filename*=UTF-8''caf%C3%A9.pdf")).toBe('café.pdf');
  });

  it('is null without a header or a name', () => {
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName('attachment; filename=""')).toBeNull();
  });
});

describe('pdfFileName', () => {
  it('slugs the title', () => {
    expect(pdfFileName('Morning walk!')).toBe('morning-walk.pdf');
    expect(pdfFileName('  Café   au lait ')).toBe('cafe-au-lait.pdf');
  });

  it('falls back to "exercise" when nothing is left', () => {
    expect(pdfFileName('!!!')).toBe('exercise.pdf');
  });
});
