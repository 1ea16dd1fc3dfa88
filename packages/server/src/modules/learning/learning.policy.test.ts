import { describe, expect, it } from 'vitest';
import { mayTakeCourses, nextLessonAfter } from './learning.policy';

describe('mayTakeCourses', () => {
  it('lets an active client whose profile allows courses take them, and no one else', () => {
    expect(mayTakeCourses({ allowCourses: true, deactivated: null })).toBe(true);
    expect(mayTakeCourses({ allowCourses: false, deactivated: null })).toBe(false);
    expect(mayTakeCourses({ allowCourses: true, deactivated: new Date() })).toBe(false);
    expect(mayTakeCourses(undefined)).toBe(false);
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
