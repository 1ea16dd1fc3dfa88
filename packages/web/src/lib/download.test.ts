import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentFileName, downloadBlob, fileSlug } from './download';

describe('downloadBlob', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.useRealTimers();
  });

  it('clicks a download link to an object URL and frees the URL later', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toBe('blob:pdf');
      expect(this.download).toBe('walk.pdf');
      expect(this.isConnected).toBe(true);
    });
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });

    downloadBlob(blob, 'walk.pdf');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf');
  });
});

describe('fileSlug', () => {
  it('keeps letters and digits, hyphens between words, no accents', () => {
    expect(fileSlug('Morning walk!', 'x')).toBe('morning-walk');
    expect(fileSlug('  Café & Co!  ', 'x')).toBe('cafe-co');
  });

  it('cuts at 80 characters and falls back when nothing is left', () => {
    expect(fileSlug('a'.repeat(100), 'x')).toHaveLength(80);
    expect(fileSlug('!!!', 'exercise')).toBe('exercise');
  });
});

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
