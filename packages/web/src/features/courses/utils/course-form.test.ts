import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@tandem/shared';
import { buildCourse, buildModule } from '../coach-testing';
import {
  courseFormValues,
  courseRequestBody,
  moduleFormValues,
  moduleRequestBody,
  validateCourseForm,
  validateModuleForm,
} from './course-form';

describe('course form', () => {
  it("starts empty, restricted and unpublished, or with the course's values", () => {
    expect(courseFormValues(null)).toEqual({ title: '', description: '', public: false, published: false });
    const course = buildCourse({
      title: 'Sleep',
      description: 'Better nights',
      public: true,
      published: false,
    });
    expect(courseFormValues(course)).toEqual({
      title: 'Sleep',
      description: 'Better nights',
      public: true,
      published: false,
    });
  });

  it("says 'Title is required' and 'Description is required', blank counting as empty", () => {
    expect(validateCourseForm({ title: '  ', description: '', public: false, published: false })).toEqual({
      title: COURSE_MESSAGES.titleRequired,
      description: COURSE_MESSAGES.descriptionRequired,
    });
    expect(validateCourseForm({ title: 'A', description: 'B', public: false, published: false })).toEqual({});
  });

  it('sends the values trimmed', () => {
    expect(
      courseRequestBody({ title: ' Sleep ', description: ' Nights ', public: true, published: true }),
    ).toEqual({ title: 'Sleep', description: 'Nights', public: true, published: true });
  });
});

describe('module form', () => {
  it("starts empty and unpublished, or with the module's values", () => {
    expect(moduleFormValues(null)).toEqual({ title: '', description: '', published: false });
    expect(moduleFormValues(buildModule({ title: 'Week 1', description: 'Start', published: true }))).toEqual(
      {
        title: 'Week 1',
        description: 'Start',
        published: true,
      },
    );
  });

  it('needs a title and a description, and sends them trimmed', () => {
    expect(validateModuleForm({ title: '', description: ' ', published: false })).toEqual({
      title: COURSE_MESSAGES.titleRequired,
      description: COURSE_MESSAGES.descriptionRequired,
    });
    expect(moduleRequestBody({ title: ' Week 1 ', description: 'Start ', published: true })).toEqual({
      title: 'Week 1',
      description: 'Start',
      published: true,
    });
  });
});
