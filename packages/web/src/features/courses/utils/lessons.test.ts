import { describe, expect, it } from 'vitest';
import { buildCourseDetail, buildLesson, buildModule } from '../testing';
import { courseLessons, currentLesson, lessonAfter, lessonPath } from './lessons';

const course = buildCourseDetail({
  id: 1,
  modules: [
    buildModule({
      id: 5,
      lessons: [buildLesson({ id: 10, completed: true }), buildLesson({ id: 11, completed: true })],
    }),
    buildModule({ id: 6, lessons: [] }),
    buildModule({ id: 7, lessons: [buildLesson({ id: 12 }), buildLesson({ id: 13 })] }),
  ],
});

describe('courseLessons', () => {
  it('lists the lessons module after module', () => {
    expect(courseLessons(course).map((lesson) => lesson.id)).toEqual([10, 11, 12, 13]);
  });
});

describe('currentLesson', () => {
  it('is the lesson in the address when the course has it', () => {
    expect(currentLesson(course, 11)?.id).toBe(11);
    expect(currentLesson(course, 13)?.id).toBe(13);
  });

  it('is otherwise the first lesson not completed yet', () => {
    expect(currentLesson(course, null)?.id).toBe(12);
    expect(currentLesson(course, 999)?.id).toBe(12);
  });

  it('is the first lesson once every lesson is completed', () => {
    const done = buildCourseDetail({
      modules: [
        buildModule({
          lessons: [buildLesson({ id: 20, completed: true }), buildLesson({ id: 21, completed: true })],
        }),
      ],
    });
    expect(currentLesson(done, null)?.id).toBe(20);
  });

  it('is null for a course without lessons', () => {
    expect(currentLesson(buildCourseDetail({ modules: [buildModule()] }), null)).toBeNull();
  });
});

describe('lessonAfter', () => {
  it('is the next lesson in order, across modules', () => {
    expect(lessonAfter(course, 10)?.id).toBe(11);
    expect(lessonAfter(course, 11)?.id).toBe(12);
  });

  it('is null after the last lesson or for a lesson not in the course', () => {
    expect(lessonAfter(course, 13)).toBeNull();
    expect(lessonAfter(course, 999)).toBeNull();
  });
});

describe('lessonPath', () => {
  it('addresses the lesson on its course page', () => {
    expect(lessonPath(1, 12)).toBe('/courses/1/lesson/12');
  });
});
