import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { formSaveFailure, lessonSaveFailure } from './messages';

const FIELDS = ['title', 'type', 'file'];

describe('lessonSaveFailure (spec error catalogue)', () => {
  it("413: 'File size too large (max is 1GB)'", () => {
    expect(lessonSaveFailure(new ApiError(413, null), FIELDS)).toEqual({
      fields: {},
      message: COURSE_MESSAGES.lessonTooLarge,
    });
  });

  it("below 410: the server's field messages under their fields and its other messages", () => {
    expect(
      lessonSaveFailure(
        new ApiError(400, { file: [COURSE_MESSAGES.wrongFileType], title: ['Too long'] }),
        FIELDS,
      ),
    ).toEqual({ fields: { file: COURSE_MESSAGES.wrongFileType, title: 'Too long' }, message: null });
    expect(lessonSaveFailure(new ApiError(403, { detail: COURSE_MESSAGES.readOnly }), FIELDS)).toEqual({
      fields: {},
      message: COURSE_MESSAGES.readOnly,
    });
    expect(lessonSaveFailure(new ApiError(400, { iframe_url: ['Enter a valid URL.'] }), FIELDS)).toEqual({
      fields: {},
      message: 'Enter a valid URL.',
    });
  });

  it('below 410 without any message: the lesson type message', () => {
    expect(lessonSaveFailure(new ApiError(400, {}), FIELDS)).toEqual({
      fields: {},
      message: COURSE_MESSAGES.selectLessonType,
    });
  });

  it('anything else: the server error text', () => {
    for (const error of [
      new ApiError(500, null),
      new ApiError(410, null),
      new TypeError('Failed to fetch'),
    ]) {
      expect(lessonSaveFailure(error, FIELDS)).toEqual({
        fields: {},
        message: COURSE_MESSAGES.lessonServerError,
      });
    }
  });
});

describe('formSaveFailure', () => {
  it("puts a 400's field messages under the fields", () => {
    expect(
      formSaveFailure(
        new ApiError(400, { title: ['Title is required'] }),
        FIELDS,
        COURSE_MESSAGES.moduleSaveError,
      ),
    ).toEqual({ fields: { title: 'Title is required' }, message: null });
  });

  it("says the server's 4xx text, else the fallback", () => {
    expect(
      formSaveFailure(new ApiError(403, { detail: COURSE_MESSAGES.readOnly }), FIELDS, MESSAGES.serverError),
    ).toEqual({ fields: {}, message: COURSE_MESSAGES.readOnly });
    expect(formSaveFailure(new ApiError(500, {}), FIELDS, COURSE_MESSAGES.moduleSaveError)).toEqual({
      fields: {},
      message: COURSE_MESSAGES.moduleSaveError,
    });
    expect(formSaveFailure(new ApiError(404, null), FIELDS, COURSE_MESSAGES.moduleSaveError)).toEqual({
      fields: {},
      message: COURSE_MESSAGES.moduleSaveError,
    });
  });
});
