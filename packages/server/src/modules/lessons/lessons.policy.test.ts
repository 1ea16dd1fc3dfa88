import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@tandem/shared';
import {
  contentErrorsBeforeFile,
  downloadExtension,
  fileSuitsLesson,
  lessonSignatures,
  resolveLessonContent,
  type LessonContent,
} from './lessons.policy';

const video: LessonContent = {
  type: 'video',
  fileKey: 'private/lessons/a.mp4',
  fileName: 'a.mp4',
  fileSize: 10,
  contentType: 'video/mp4',
  iframeUrl: null,
};
const upload = {
  fileKey: 'private/lessons/b.pdf',
  fileName: 'b.pdf',
  fileSize: 20,
  contentType: 'application/pdf',
  uploadedName: 'b.pdf',
};

describe('downloadExtension', () => {
  it.each([
    ['Workbook.ZIP', 'zip'],
    ['C:\\docs\\plan.docx', 'docx'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', 'bin'],
    ['.hidden', 'bin'],
    ['odd.t@r', 'bin'],
    ['long.abcdefghijk', 'bin'],
    [undefined, 'bin'],
  ])('stores %j as .%s', (name, extension) => {
    expect(downloadExtension(name)).toBe(extension);
  });
});

describe('lessonSignatures and fileSuitsLesson', () => {
  it('gives file types their signatures, link types none, and downloads anything', () => {
    expect(lessonSignatures('video', 'x').map((s) => s.contentType)).toContain('video/webm');
    expect(lessonSignatures('audio', 'x').map((s) => s.contentType)).toEqual(
      expect.arrayContaining(['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav']),
    );
    expect(lessonSignatures('pdf', 'x').map((s) => s.contentType)).toEqual(['application/pdf']);
    expect(lessonSignatures('file', 'a.zip')).toEqual([
      { contentType: 'application/octet-stream', extension: 'zip', bytes: [] },
    ]);
    expect(lessonSignatures('youtube', 'x')).toEqual([]);
    expect(lessonSignatures('iframe', 'x')).toEqual([]);
  });

  it('keeps a stored file on a type change only when the new type takes it', () => {
    expect(fileSuitsLesson('video', 'video/webm')).toBe(true);
    expect(fileSuitsLesson('audio', 'video/mp4')).toBe(false);
    expect(fileSuitsLesson('pdf', 'video/mp4')).toBe(false);
    expect(fileSuitsLesson('file', 'video/mp4')).toBe(true);
    expect(fileSuitsLesson('video', 'application/octet-stream')).toBe(false);
    expect(fileSuitsLesson('youtube', 'video/mp4')).toBe(false);
    expect(fileSuitsLesson('file', null)).toBe(false);
  });
});

describe('resolveLessonContent', () => {
  it('needs a type', () => {
    expect(resolveLessonContent({}, null, null)).toEqual({
      ok: false,
      errors: { type: [COURSE_MESSAGES.selectLessonType] },
    });
  });

  it('gives a new file lesson the upload, named as uploaded unless file_name says otherwise', () => {
    expect(resolveLessonContent({ type: 'pdf' }, null, upload)).toEqual({
      ok: true,
      content: {
        type: 'pdf',
        fileKey: upload.fileKey,
        fileName: 'b.pdf',
        fileSize: 20,
        contentType: 'application/pdf',
        iframeUrl: null,
      },
    });
    const named = resolveLessonContent(
      { type: 'pdf', file_name: 'Notes.pdf', iframe_url: 'https://x.test' },
      null,
      upload,
    );
    expect(named).toMatchObject({ ok: true, content: { fileName: 'Notes.pdf', iframeUrl: null } });
  });

  it('needs a file for file types: the upload, or a stored one that suits the type', () => {
    const needsFile = { ok: false, errors: { file: [COURSE_MESSAGES.lessonNeedsFile] } };
    expect(resolveLessonContent({ type: 'video' }, null, null)).toEqual(needsFile);
    expect(resolveLessonContent({ type: 'pdf' }, video, null)).toEqual(needsFile);
    expect(resolveLessonContent({}, video, null)).toEqual({ ok: true, content: video });
    expect(resolveLessonContent({ type: 'file', file_name: 'Keep.mp4' }, video, null)).toEqual({
      ok: true,
      content: { ...video, type: 'file', fileName: 'Keep.mp4' },
    });
    // An empty file_name keeps the current name.
    expect(resolveLessonContent({ file_name: '' }, video, null)).toMatchObject({
      content: { fileName: 'a.mp4' },
    });
  });

  it('needs a web address for link types and drops the file', () => {
    const needsUrl = { ok: false, errors: { iframe_url: [COURSE_MESSAGES.lessonNeedsUrl] } };
    expect(resolveLessonContent({ type: 'youtube' }, null, null)).toEqual(needsUrl);
    expect(resolveLessonContent({ type: 'iframe', iframe_url: '' }, null, null)).toEqual(needsUrl);
    expect(resolveLessonContent({ type: 'iframe', iframe_url: 'javascript:x' }, null, null)).toEqual(
      needsUrl,
    );
    expect(resolveLessonContent({ type: 'youtube', iframe_url: 'https://youtu.be/x' }, video, null)).toEqual({
      ok: true,
      content: {
        type: 'youtube',
        fileKey: null,
        fileName: null,
        fileSize: null,
        contentType: null,
        iframeUrl: 'https://youtu.be/x',
      },
    });
    const link = { ...video, type: 'iframe' as const, fileKey: null, iframeUrl: 'https://a.test' };
    expect(resolveLessonContent({ iframe_url: '' }, link, null)).toEqual(needsUrl);
    expect(resolveLessonContent({}, link, null)).toMatchObject({
      ok: true,
      content: { iframeUrl: 'https://a.test' },
    });
  });
});

describe('contentErrorsBeforeFile', () => {
  it('judges what it can before the file arrives: the type, and a link lesson whole', () => {
    expect(contentErrorsBeforeFile({}, null)).toEqual({ type: [COURSE_MESSAGES.selectLessonType] });
    expect(contentErrorsBeforeFile({ type: 'youtube' }, null)).toEqual({
      iframe_url: [COURSE_MESSAGES.lessonNeedsUrl],
    });
    expect(contentErrorsBeforeFile({ type: 'youtube', iframe_url: 'https://youtu.be/x' }, null)).toBeNull();
    expect(contentErrorsBeforeFile({ type: 'video' }, null)).toBeNull();
    expect(contentErrorsBeforeFile({}, video)).toBeNull();
  });
});
