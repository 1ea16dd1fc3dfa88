import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MAX_LESSON_FILE_BYTES } from '@tandem/shared';
import { buildLesson } from '../coach-testing';
import { lessonFormData, lessonFormValues, validateLessonForm, type LessonFormValues } from './lesson-form';

const values = (overrides: Partial<LessonFormValues> = {}): LessonFormValues => ({
  title: 'Intro',
  description: '',
  type: 'video',
  iframe_url: '',
  published: false,
  file: new File(['video'], 'intro.mp4', { type: 'video/mp4' }),
  ...overrides,
});

/** A file that says it is `size` bytes long without holding them. */
function fileOfSize(size: number): File {
  const file = new File(['x'], 'big.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('lessonFormValues', () => {
  it("starts without a type, or with the lesson's values and no new file", () => {
    expect(lessonFormValues(null)).toEqual({
      title: '',
      description: '',
      type: null,
      iframe_url: '',
      published: false,
      file: null,
    });
    expect(
      lessonFormValues(buildLesson({ title: 'Watch', type: 'youtube', iframe_url: 'https://y.tube/a' })),
    ).toEqual({
      title: 'Watch',
      description: '',
      type: 'youtube',
      iframe_url: 'https://y.tube/a',
      published: true,
      file: null,
    });
  });
});

describe('validateLessonForm', () => {
  it("needs a title and a type: 'Please select type of lesson this is'", () => {
    expect(validateLessonForm(values({ title: ' ', type: null, file: null }), false)).toEqual({
      title: COURSE_MESSAGES.titleRequired,
      type: COURSE_MESSAGES.selectLessonType,
    });
  });

  it('needs a file for a file type, unless the lesson already has one', () => {
    expect(validateLessonForm(values({ type: 'pdf', file: null }), false)).toEqual({
      file: COURSE_MESSAGES.lessonNeedsFile,
    });
    expect(validateLessonForm(values({ type: 'pdf', file: null }), true)).toEqual({});
    expect(validateLessonForm(values(), false)).toEqual({});
  });

  it("refuses a file over 1 GB: 'File size is too large (max is 1GB)'", () => {
    expect(validateLessonForm(values({ file: fileOfSize(MAX_LESSON_FILE_BYTES + 1) }), true)).toEqual({
      file: COURSE_MESSAGES.fileTooLarge,
    });
    expect(validateLessonForm(values({ file: fileOfSize(MAX_LESSON_FILE_BYTES) }), false)).toEqual({});
  });

  it('needs a well-formed link for YouTube and web page lessons', () => {
    expect(validateLessonForm(values({ type: 'youtube', file: null }), false)).toEqual({
      iframe_url: COURSE_MESSAGES.lessonNeedsUrl,
    });
    expect(
      validateLessonForm(values({ type: 'iframe', iframe_url: 'not a link', file: null }), false),
    ).toEqual({
      iframe_url: COURSE_MESSAGES.lessonNeedsUrl,
    });
    expect(
      validateLessonForm(values({ type: 'iframe', iframe_url: ' https://example.com ', file: null }), false),
    ).toEqual({});
  });
});

describe('lessonFormData', () => {
  it('puts the module and the text fields first and the file last', () => {
    const formData = lessonFormData(
      values({ title: ' Intro ', description: ' Watch it ', published: true }),
      9,
    );
    expect([...formData.keys()]).toEqual([
      'module',
      'title',
      'description',
      'type',
      'iframe_url',
      'published',
      'file_name',
      'file',
    ]);
    expect(formData.get('module')).toBe('9');
    expect(formData.get('title')).toBe('Intro');
    expect(formData.get('description')).toBe('Watch it');
    expect(formData.get('type')).toBe('video');
    expect(formData.get('iframe_url')).toBe('');
    expect(formData.get('published')).toBe('true');
    expect(formData.get('file_name')).toBe('intro.mp4');
    expect((formData.get('file') as File).name).toBe('intro.mp4');
  });

  it('leaves the module out of a change, and sends no file when none was chosen', () => {
    const formData = lessonFormData(values({ type: 'audio', file: null }), null);
    expect([...formData.keys()]).toEqual(['title', 'description', 'type', 'iframe_url', 'published']);
  });

  it('sends the link of a link lesson and no file', () => {
    const formData = lessonFormData(
      values({ type: 'youtube', iframe_url: ' https://youtu.be/x ', file: new File(['v'], 'stale.mp4') }),
      9,
    );
    expect(formData.get('iframe_url')).toBe('https://youtu.be/x');
    expect(formData.get('file')).toBeNull();
    expect(formData.get('published')).toBe('false');
  });
});
