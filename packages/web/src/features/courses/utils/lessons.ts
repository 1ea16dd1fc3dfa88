import type { ClientCourseDetail, ClientLesson } from '@tandem/shared';

/** Every lesson of the course, module after module, in order. */
export function courseLessons(course: ClientCourseDetail): ClientLesson[] {
  return course.modules.flatMap((module) => module.lessons);
}

/**
 * The lesson the course page shows: the one in the address when the course has it, else the
 * first lesson not completed yet, else the first lesson; null for a course without lessons.
 */
export function currentLesson(course: ClientCourseDetail, lessonId: number | null): ClientLesson | null {
  const lessons = courseLessons(course);
  return (
    lessons.find((lesson) => lesson.id === lessonId) ??
    lessons.find((lesson) => !lesson.completed) ??
    lessons[0] ??
    null
  );
}

/** The lesson after `lessonId` in the course's order, or null after the last one. */
export function lessonAfter(course: ClientCourseDetail, lessonId: number): ClientLesson | null {
  const lessons = courseLessons(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index === -1 ? null : (lessons[index + 1] ?? null);
}

/** The address of a lesson on the course page. */
export const lessonPath = (courseId: number, lessonId: number) => `/courses/${courseId}/lesson/${lessonId}`;
