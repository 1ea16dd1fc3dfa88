// Test helpers of the course screens: builders shaped like the API contract
// (packages/shared/src/schemas/courses.ts) and the routes the screens read.
import type {
  ClientCourseCard,
  ClientCourseDetail,
  ClientLesson,
  ClientModule,
  CoachClientCourse,
  CourseFile,
  LessonResource,
} from '@tandem/shared';
import type { FakeRoutes } from '../../test/fake-api';
import { pageOf } from '../../test/fake-requests';

export const COURSES_ROUTE = 'GET /api/clients/courses/';

/** A course card at 0 percent, without a background image. */
export function buildCourseCard(overrides: Partial<ClientCourseCard> = {}): ClientCourseCard {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Course ${id}`,
    description: `About course ${id}.`,
    background_image: null,
    percent_completed: 0,
    lessons_count: 0,
    ...overrides,
  };
}

/** A stored file behind a signed link. */
export function buildCourseFile(overrides: Partial<CourseFile> = {}): CourseFile {
  return {
    url: '/api/course-files/abc?expires=1&signature=sig',
    name: 'lesson.mp4',
    size: 1536,
    content_type: 'video/mp4',
    ...overrides,
  };
}

/** A video lesson not completed yet, without a note or resources. */
export function buildLesson(overrides: Partial<ClientLesson> = {}): ClientLesson {
  const id = overrides.id ?? 10;
  return {
    id,
    title: `Lesson ${id}`,
    description: `What lesson ${id} teaches.`,
    type: 'video',
    file: buildCourseFile({ url: `/api/course-files/lesson-${id}?expires=1&signature=sig` }),
    iframe_url: null,
    completed: false,
    completed_at: null,
    note: null,
    resources: [],
    ...overrides,
  };
}

export function buildLessonResource(overrides: Partial<LessonResource> = {}): LessonResource {
  return {
    id: 70,
    lesson: 10,
    instruction: 'Read the guide',
    url: 'https://example.com/guide',
    file: null,
    ...overrides,
  };
}

export function buildModule(overrides: Partial<ClientModule> = {}): ClientModule {
  const id = overrides.id ?? 5;
  return { id, title: `Module ${id}`, description: '', lessons: [], ...overrides };
}

/** A course with its modules; `lessons_count` follows the modules unless given. */
export function buildCourseDetail(overrides: Partial<ClientCourseDetail> = {}): ClientCourseDetail {
  const modules = overrides.modules ?? [];
  return {
    ...buildCourseCard(overrides),
    lessons_count: modules.reduce((count, module) => count + module.lessons.length, 0),
    modules,
    ...overrides,
  };
}

/** The card fields of a course (the list answers without modules). */
function cardOf(course: ClientCourseDetail): ClientCourseCard {
  const { id, title, description, background_image, percent_completed, lessons_count } = course;
  return { id, title, description, background_image, percent_completed, lessons_count };
}

/** The card list and each course's detail, as the client's course screens read them. */
export function coursesRoutes(courses: ClientCourseDetail[]): FakeRoutes {
  const routes: FakeRoutes = {
    [COURSES_ROUTE]: {
      body: pageOf(courses.map(cardOf)),
    },
  };
  for (const course of courses) routes[`GET /api/clients/courses/${course.id}/`] = { body: course };
  return routes;
}

type CoachLesson = CoachClientCourse['modules'][number]['lessons'][number];

/** A lesson as the coach's tab shows it: not completed, no homework. */
export function buildCoachLesson(overrides: Partial<CoachLesson> = {}): CoachLesson {
  const id = overrides.id ?? 10;
  return { id, title: `Lesson ${id}`, type: 'video', completed_at: null, homework: [], ...overrides };
}

/** A course of the client's as the coach's tab reads it. */
export function buildCoachClientCourse(overrides: Partial<CoachClientCourse> = {}): CoachClientCourse {
  return { ...buildCourseCard(overrides), modules: [], ...overrides };
}

/** A blob's text (jsdom's Blob has no text()); FileReader runs on timers, so use real ones. */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
