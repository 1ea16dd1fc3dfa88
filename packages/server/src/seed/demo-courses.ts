/*
 * The demo's two courses, written by us for Tandem: "Mindful Mornings" (public: every client of
 * the coach) on building a morning habit, and "Resilience 101" (given by name to two clients) on
 * stress. Lessons of every kind: YouTube talks, a generated chime (audio), generated worksheets
 * (PDF), a printable tracker (file), web pages (iframe), resources, a draft lesson, and some
 * progress and lesson notes for demo clients. Idempotent on its own: a course gains content only
 * while it has no module, progress only while its clients have none.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  courseCompletions,
  courseModules,
  courses,
  lessonCompletions,
  lessonResources,
  moduleLessons,
  notes,
  users,
} from '../db/schema';
import { mediaUrl, newStorageKey, type Storage } from '../lib/storage';
import { MOUNTAIN_PATH_SVG, SUNRISE_SVG } from './demo-course-art';
import {
  MINDFUL_MORNINGS,
  MINDFUL_MORNINGS_TITLE,
  PROGRESS,
  RESILIENCE_101,
  RESILIENCE_101_TITLE,
  type DemoLesson,
  type DemoModule,
} from './demo-course-content';
import { findCourse } from './demo-catalog';
import { DEMO_LOCKS, findDemoCoach, inLockedTransaction } from './demo-steps';

/** Adds the courses' content and the demo clients' progress that are missing. */
export async function seedDemoCourses(db: Db, storage: Storage, now = new Date()): Promise<boolean> {
  // The few small files are written inside the transaction; should it roll back, they are only
  // unreferenced files under fresh keys.
  return inLockedTransaction(db, DEMO_LOCKS.courses, async (tx) => {
    const coach = await findDemoCoach(tx);
    if (!coach) return false;
    let added = false;
    for (const [title, content] of [
      [MINDFUL_MORNINGS_TITLE, MINDFUL_MORNINGS],
      [RESILIENCE_101_TITLE, RESILIENCE_101],
    ] as const) {
      const course = await findCourse(tx, title, coach.id);
      if (!course) continue;
      added = (await seedCourseContent(tx, storage, course.id, content)) || added;
      added = (await seedCourseImage(tx, storage, course.id, COURSE_PICTURES[title])) || added;
    }
    added = (await seedProgress(tx, now)) || added;
    added = (await linkExercisesToLessons(tx, coach)) || added;
    return added;
  });
}

/**
 * The "Box breathing" exercises of the coach's programs (their own and their company's) open the
 * Mindful Mornings lesson of the same name, so a client sees the lesson behind an exercise. Only
 * exercises with no lesson yet: a coach's own choice is kept.
 */
async function linkExercisesToLessons(tx: Tx, coach: { id: number; companyId: number | null }) {
  const linked = await tx.execute(sql`
    UPDATE template_exercises te SET lesson_id = l.id
    FROM module_lessons l
    JOIN course_modules m ON m.id = l.module_id
    JOIN courses c ON c.id = m.course_id AND c.title = ${MINDFUL_MORNINGS_TITLE} AND c.owner_id = ${coach.id}
    WHERE l.title = 'Box breathing' AND te.short_description = 'Box breathing' AND te.lesson_id IS NULL
      AND te.area_id IN (
        SELECT a.id FROM areas_of_focus a JOIN habit_programs p ON p.id = a.program_id
        WHERE p.owner_id = ${coach.id} OR p.company_id = ${coach.companyId})`);
  return (linked.rowCount ?? 0) > 0;
}

/** The card picture of each demo course (demo-course-art.ts). */
const COURSE_PICTURES: Record<string, string> = {
  [MINDFUL_MORNINGS_TITLE]: SUNRISE_SVG,
  [RESILIENCE_101_TITLE]: MOUNTAIN_PATH_SVG,
};

/** Gives a demo course its card picture while it has none (a coach's own choice is kept). */
async function seedCourseImage(tx: Tx, storage: Storage, courseId: number, svg: string | undefined) {
  if (!svg) return false;
  const [course] = await tx
    .select({ image: courses.backgroundImage })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.image) return false;
  const key = newStorageKey('course-images', 'svg');
  await storage.put(key, Readable.from([Buffer.from(svg)]), 'image/svg+xml');
  await tx
    .update(courses)
    .set({ backgroundImage: mediaUrl(key) })
    .where(eq(courses.id, courseId));
  return true;
}

async function seedCourseContent(tx: Tx, storage: Storage, courseId: number, content: DemoModule[]) {
  const [any] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  if (any) return false;
  for (const [moduleIndex, module] of content.entries()) {
    const [moduleRow] = await tx
      .insert(courseModules)
      .values({
        courseId,
        title: module.title,
        description: module.description,
        published: true,
        ordering: moduleIndex,
      })
      .returning({ id: courseModules.id });
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      const file = await storeLessonFile(storage, lesson);
      const [lessonRow] = await tx
        .insert(moduleLessons)
        .values({
          moduleId: moduleRow!.id,
          title: lesson.title,
          description: lesson.description,
          type: lesson.type,
          iframeUrl: lesson.url ?? null,
          published: lesson.published ?? true,
          ordering: lessonIndex,
          ...file,
        })
        .returning({ id: moduleLessons.id });
      if (lesson.resources?.length)
        await tx
          .insert(lessonResources)
          .values(lesson.resources.map((resource) => ({ lessonId: lessonRow!.id, ...resource })));
    }
  }
  return true;
}

/** Stores a lesson's file, if it has one, and returns the lesson's file columns. */
async function storeLessonFile(storage: Storage, lesson: DemoLesson) {
  if (!lesson.file) return null;
  const bytes = await lesson.file.make();
  const key = newStorageKey('lessons', lesson.file.extension);
  const { size } = await storage.put(key, Readable.from([bytes]), lesson.file.contentType);
  return { fileKey: key, fileName: lesson.file.name, fileSize: size, contentType: lesson.file.contentType };
}

/** The published lessons of a course in the order a client takes them. */
async function lessonsInOrder(tx: Tx, courseTitle: string) {
  return tx
    .select({ id: moduleLessons.id, courseId: courses.id })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(
      and(
        eq(courses.title, courseTitle),
        eq(courseModules.published, true),
        eq(moduleLessons.published, true),
      ),
    )
    .orderBy(asc(courseModules.ordering), asc(moduleLessons.ordering));
}

/** Each PROGRESS entry whose client has completed none of the course's lessons yet. */
async function seedProgress(tx: Tx, now: Date) {
  let added = false;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(PROGRESS.map((entry) => entry.email))]));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  for (const entry of PROGRESS) {
    const userId = idOf.get(entry.email);
    const lessons = await lessonsInOrder(tx, entry.course);
    if (!userId || lessons.length === 0) continue;
    const [done] = await tx
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(
        and(
          eq(lessonCompletions.userId, userId),
          inArray(
            lessonCompletions.lessonId,
            lessons.map((l) => l.id),
          ),
        ),
      )
      .limit(1);
    if (done) continue;
    await writeProgress(tx, userId, entry, lessons, now);
    added = true;
  }
  return added;
}

/** Completes the entry's first lessons, one every other day ending yesterday, and writes its notes. */
async function writeProgress(
  tx: Tx,
  userId: number,
  entry: (typeof PROGRESS)[number],
  lessons: { id: number; courseId: number }[],
  now: Date,
) {
  const taken = lessons.slice(0, entry.lessons);
  // One lesson every other day, ending yesterday.
  await tx.insert(lessonCompletions).values(
    taken.map((lesson, index) => ({
      userId,
      lessonId: lesson.id,
      completedAt: new Date(now.getTime() - (taken.length - index) * 2 * 86_400_000),
    })),
  );
  if (taken.length === lessons.length)
    await tx
      .insert(courseCompletions)
      .values({ userId, courseId: lessons[0]!.courseId, completedAt: new Date(now.getTime() - 86_400_000) })
      .onConflictDoNothing();
  for (const note of entry.notes ?? []) {
    const lesson = lessons[note.lesson];
    if (!lesson) continue;
    await tx.insert(notes).values({
      userId,
      lessonId: lesson.id,
      title: note.title,
      text: note.text,
      private: note.private ?? false,
    });
  }
}
