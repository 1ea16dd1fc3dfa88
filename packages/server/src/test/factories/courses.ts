import type { Db } from '../../db/client';
import {
  clientCourses,
  courseModules,
  lessonCompletions,
  lessonResources,
  moduleLessons,
} from '../../db/schema';

/*
 * Course content and access, inserted directly. Courses themselves: `buildCourse` in ./catalog.
 * Lessons of file types get a `fileKey` only when a test stores a file (see lib/storage).
 */

let sequence = 0;
const next = () => ++sequence;

/** A module of a course; published unless overridden. */
export async function buildModule(
  db: Db,
  courseId: number,
  overrides: Partial<typeof courseModules.$inferInsert> = {},
) {
  const [row] = await db
    .insert(courseModules)
    .values({ courseId, title: `Module ${next()}`, description: 'About it', published: true, ...overrides })
    .returning();
  return row!;
}

/** A lesson of a module: a published YouTube lesson unless overridden. */
export async function buildLesson(
  db: Db,
  moduleId: number,
  overrides: Partial<typeof moduleLessons.$inferInsert> = {},
) {
  const [row] = await db
    .insert(moduleLessons)
    .values({
      moduleId,
      title: `Lesson ${next()}`,
      type: 'youtube',
      iframeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      published: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A resource of a lesson: a link unless overridden. */
export async function buildLessonResource(
  db: Db,
  lessonId: number,
  overrides: Partial<typeof lessonResources.$inferInsert> = {},
) {
  const [row] = await db
    .insert(lessonResources)
    .values({ lessonId, instruction: `Read this ${next()}`, url: 'https://example.com/read', ...overrides })
    .returning();
  return row!;
}

/** Gives a client a (restricted) course by name. */
export async function grantCourse(db: Db, clientId: number, courseId: number) {
  const [row] = await db.insert(clientCourses).values({ clientId, courseId }).returning();
  return row!;
}

/** Marks a lesson completed by a client. */
export async function completeLesson(db: Db, userId: number, lessonId: number, completedAt = new Date()) {
  await db.insert(lessonCompletions).values({ userId, lessonId, completedAt }).onConflictDoNothing();
}
