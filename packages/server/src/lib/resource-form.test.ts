import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { AppError } from './errors';
import { detectResourceFileType, resolveResourceContent } from './resource-form';

const upload = { key: 'exercise-resources/new.pdf', fileName: 'new.pdf' };
const current = {
  url: 'https://example.test/old',
  fileKey: 'exercise-resources/old.pdf',
  fileName: 'old.pdf',
};

/** The body of the AppError `run` throws. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).body;
  }
  throw new Error('expected a refusal');
}

describe('detectResourceFileType', () => {
  it('knows PDFs and MP4 videos by their first bytes', () => {
    expect(detectResourceFileType(Buffer.from('%PDF-1.7\n...'))).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
    expect(detectResourceFileType(mp4)).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(detectResourceFileType(Buffer.from('just text'))).toBeNull();
    expect(detectResourceFileType(Buffer.from('%PD'))).toBeNull();
    expect(detectResourceFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectResourceFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('resolveResourceContent', () => {
  it('keeps a link, a file or both on create', () => {
    expect(resolveResourceContent({ url: 'https://example.test/a', upload: null })).toEqual({
      url: 'https://example.test/a',
      fileKey: null,
      fileName: null,
    });
    expect(resolveResourceContent({ upload })).toEqual({
      url: null,
      fileKey: upload.key,
      fileName: 'new.pdf',
    });
    expect(resolveResourceContent({ url: 'https://example.test/a', upload })).toMatchObject({
      url: 'https://example.test/a',
      fileKey: upload.key,
    });
  });

  it('keeps only the link for type url, and only the file for type file', () => {
    expect(resolveResourceContent({ type: 'url', url: 'https://example.test/a', upload })).toEqual({
      url: 'https://example.test/a',
      fileKey: null,
      fileName: null,
    });
    expect(resolveResourceContent({ type: 'file', url: 'https://example.test/a', upload })).toEqual({
      url: null,
      fileKey: upload.key,
      fileName: 'new.pdf',
    });
  });

  it('refuses type file without a file, and a resource without link or file', () => {
    expect(
      refusal(() => resolveResourceContent({ type: 'file', url: 'https://example.test/a', upload: null })),
    ).toEqual({
      file: [HABIT_MESSAGES.noFileUploaded],
    });
    for (const input of [{ upload: null }, { url: '', upload: null }, { type: 'url' as const, upload }])
      expect(refusal(() => resolveResourceContent(input))).toEqual({
        non_field_errors: [HABIT_MESSAGES.noResources],
      });
  });

  it('on PATCH keeps what is not sent, replaces what is, and clears the link with an empty url', () => {
    expect(resolveResourceContent({ upload: null, current })).toEqual(current);
    expect(resolveResourceContent({ upload, current })).toEqual({
      ...current,
      fileKey: upload.key,
      fileName: 'new.pdf',
    });
    expect(resolveResourceContent({ url: '', upload: null, current })).toEqual({ ...current, url: null });
    expect(resolveResourceContent({ type: 'file', upload: null, current })).toEqual({
      ...current,
      url: null,
    });
    expect(resolveResourceContent({ type: 'url', upload: null, current })).toEqual({
      url: current.url,
      fileKey: null,
      fileName: null,
    });
    expect(refusal(() => resolveResourceContent({ type: 'url', url: '', upload: null, current }))).toEqual({
      non_field_errors: [HABIT_MESSAGES.noResources],
    });
  });
});
