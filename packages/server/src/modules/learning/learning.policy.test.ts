import { describe, expect, it } from 'vitest';
import { mayTakeCourses, nextLessonAfter, percentCompleted } from './learning.policy';

describe('mayTakeCourses', () => {
  it('lets an active client whose profile allows courses take them, and no one else', () => {
    expect(mayTakeCourses({ allowCourses: true, deactivated: null })).toBe(true);
    expect(mayTakeCourses({ allowCourses: false, deactivated: null })).toBe(false);
    expect(mayTakeCourses({ allowCourses: true, deactivated: new Date() })).toBe(false);
    expect(mayTakeCourses(undefined)).toBe(false);
  });
});

describe('percentCompleted', () => {
  it('truncates completed ÷ lessons to a whole percent', () => {
    expect(percentCompleted(1, 3)).toBe(33);
    expect(percentCompleted(2, 3)).toBe(66);
    expect(percentCompleted(3, 3)).toBe(100);
    expect(percentCompleted(199, 200)).toBe(99);
  });

  it('is 0 for a course without lessons and never passes 100', () => {
    expect(percentCompleted(0, 0)).toBe(0);
    expect(percentCompleted(4, 3)).toBe(100);
  });
});

describe('nextLessonAfter', () => {
  it('gives the following lesson, null at the end or for a lesson not in the list', () => {
    expect(nextLessonAfter([7, 3, 9], 7)).toBe(3);
    expect(nextLessonAfter([7, 3, 9], 3)).toBe(9);
    expect(nextLessonAfter([7, 3, 9], 9)).toBeNull();
    expect(nextLessonAfter([7, 3, 9], 4)).toBeNull();
  });
});
