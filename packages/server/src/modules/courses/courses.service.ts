import type { z } from 'zod';
import {
  COURSE_MESSAGES,
  MAX_COURSE_IMAGE_BYTES,
  type Course,
  type coursePatchSchema,
  type courseWriteSchema,
  type Move,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, notFound, type AppError } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { moveAmongSiblings, nextOrdering } from '../../lib/sibling-order';
import { keyOfMediaUrl, mediaUrl, removeFiles } from '../../lib/storage';
import { IMAGE_SIGNATURES, storeUpload, UploadRefused } from '../../lib/uploads';
import { INVALID_IMAGE, NO_IMAGE, type FileUpload } from '../../lib/uploads';
import { courseAccess } from './courses.policy';
import { answerAccess, type Access } from '../../lib/access';
import { presentCourse } from './courses.presenter';
import * as repo from './courses.repo';

/*
 * Courses as coaches author them (coaches/courses/), per docs/decisions/008-courses.md:
 * - Every endpoint needs a coach licence (403 before anything is looked up).
 * - A coach reads their own courses and their company's managed ones; anyone else's answers
 *   404 'Course not found'. Only the owner changes, orders, deletes or gives one; a managed
 *   course answers 403 'Company-managed content is read-only.'.
 * - A new course goes last among its owner's; `move` swaps it with its neighbour there.
 * - Deleting is a hard delete of the course and everything under it in one transaction; the
 *   files of its lessons and resources, and its background image, are removed after commit.
 */

type CourseWrite = z.output<typeof courseWriteSchema>;
type CoursePatch = z.output<typeof coursePatchSchema>;

const MAX_IMAGE_MEGABYTES = MAX_COURSE_IMAGE_BYTES / (1024 * 1024);
export const COURSE_IMAGE_TOO_LARGE = `The image is too large: it may be at most ${MAX_IMAGE_MEGABYTES} MB.`;

const courseNotFound = () => notFound(COURSE_MESSAGES.courseNotFound);

/**
 * Answers an access decision about a course or something of it: 404 (`notFoundError`) when the
 * actor may not see it, 403 read-only when they may only look.
 */
export function assertCourseAccess(access: Access, notFoundError: () => AppError = courseNotFound): void {
  answerAccess(access, COURSE_MESSAGES.readOnly, notFoundError);
}

/** The courses the coach may use, in order, with their counts. */
export async function listCourses(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listCourses(ctx.db, actor, window);
  return { count, results: rows.map((row) => presentCourse(actor, row)) };
}

/** One course the coach may see. */
export async function getCourse(ctx: AppContext, actor: Actor, id: number): Promise<Course> {
  requireCoach(actor);
  const course = await repo.findCourse(ctx.db, id, actor.userId);
  assertCourseAccess(courseAccess(actor, 'read', course));
  return presentCourse(actor, course!);
}

/** A new course owned by the coach (in their company), last among theirs. */
export async function createCourse(ctx: AppContext, actor: Actor, input: CourseWrite): Promise<Course> {
  requireCoach(actor);
  const row = await ctx.db.transaction(async (tx) =>
    repo.insertCourse(tx, {
      title: input.title,
      description: input.description,
      public: input.public,
      published: input.published,
      ownerId: actor.userId,
      companyId: actor.companyId,
      ordering: await nextOrdering(tx, 'courses', 'owner_id', actor.userId),
    }),
  );
  return getCourse(ctx, actor, row.id);
}

/** Changes the given fields of a course the coach owns (PUT sends them all, PATCH some). */
export async function updateCourse(ctx: AppContext, actor: Actor, id: number, input: CoursePatch) {
  requireCoach(actor);
  const course = await repo.findCourse(ctx.db, id, actor.userId);
  assertCourseAccess(courseAccess(actor, 'update', course));
  await repo.updateCourse(ctx.db, id, {
    title: input.title,
    description: input.description,
    public: input.public,
    published: input.published,
  });
  return getCourse(ctx, actor, id);
}

/** Deletes a course the coach owns with everything under it; its files go after commit. */
export async function deleteCourse(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  const keys = await ctx.db.transaction(async (tx) => {
    const course = await repo.lockCourse(tx, id, 'update');
    assertCourseAccess(courseAccess(actor, 'update', course));
    const files = await repo.lockContentFiles(tx, { courseId: id });
    await repo.deleteCourse(tx, id);
    return [...files, keyOfMediaUrl(course!.backgroundImage)];
  });
  await removeFiles(ctx.storage, keys);
}

/** Swaps a course the coach owns with its neighbour among their courses. */
export async function moveCourse(ctx: AppContext, actor: Actor, id: number, input: Move): Promise<void> {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    // Not locked here: the course is one of the siblings the move locks, all in id order, and
    // locking it first would take one row out of that order and let two moves deadlock.
    assertCourseAccess(courseAccess(actor, 'update', await repo.findCourseRow(tx, id)));
    await moveAmongSiblings(tx, {
      table: 'courses',
      parentColumn: 'owner_id',
      parentId: actor.userId,
      id,
      direction: input.direction,
    });
  });
}

/**
 * A new background image for a course the coach owns: an image by its first bytes (PNG, JPEG,
 * GIF or WebP), at most MAX_COURSE_IMAGE_BYTES, stored under `course-images/` and served at its
 * public `/media/` URL like profile images. The upload is read only once the coach may change
 * the course; the image it replaces is removed after commit.
 */
export async function replaceBackgroundImage(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readUpload: () => Promise<FileUpload | undefined>,
): Promise<Course> {
  requireCoach(actor);
  assertCourseAccess(courseAccess(actor, 'update', await repo.findCourse(ctx.db, id, actor.userId)));
  const upload = await readUpload();
  if (!upload || upload.field !== 'file') {
    upload?.stream.resume();
    throw fieldErrors({ file: [NO_IMAGE] });
  }
  const { key } = await storeUpload(ctx.storage, upload.stream, {
    folder: 'course-images',
    accepted: IMAGE_SIGNATURES,
    maxBytes: MAX_COURSE_IMAGE_BYTES,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    throw fieldErrors({ file: [error.reason === 'too-large' ? COURSE_IMAGE_TOO_LARGE : INVALID_IMAGE] });
  });

  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      // Checked again under the lock: the course may have been deleted while the file arrived.
      const course = await repo.lockCourse(tx, id, 'update');
      assertCourseAccess(courseAccess(actor, 'update', course));
      await repo.setBackgroundImage(tx, id, mediaUrl(key));
      return course!.backgroundImage;
    });
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  await removeFiles(ctx.storage, [keyOfMediaUrl(previous)]);
  return getCourse(ctx, actor, id);
}
