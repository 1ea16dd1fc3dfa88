import type { z } from 'zod';
import type { CourseModule, courseModulePatchSchema, courseModuleWriteSchema, Move } from '@tandem/shared';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { moveAmongSiblings, nextOrdering } from '../../lib/sibling-order';
import { courseAccess } from './courses.policy';
import * as courses from './courses.repo';
import { removeFiles } from '../../lib/storage';
import { assertCourseAccess } from './courses.service';
import { presentCourseModule } from './course-modules.presenter';
import * as repo from './course-modules.repo';

/*
 * A course's modules (coaches/course-modules/). Access follows the module's course: the coach's
 * own course (read and write), their company's managed one (read only: 403), anyone else's
 * (404). A new module goes last in its course and `move` swaps it with its neighbour there.
 *
 * Locks are taken in one order everywhere (the course, then its modules, then their lessons and
 * resources), the order a course's delete takes them in, so concurrent writes queue rather than
 * deadlock: whoever adds, changes, moves or deletes a module holds its course `FOR SHARE`
 * meanwhile, and two courses are locked in id order, as a move among courses locks them.
 */

type ModuleWrite = z.output<typeof courseModuleWriteSchema>;
type ModulePatch = z.output<typeof courseModulePatchSchema> & { course?: number };
type CourseFacts = courses.CourseRow | undefined;

/**
 * Checks a course the coach wants to put a module in. One they may not see is a field error, as
 * DRF answers an unknown related id; a managed one is 403.
 */
function checkTargetCourse(actor: Actor, courseId: number, course: CourseFacts) {
  const access = courseAccess(actor, 'update', course);
  if (access === 'not_found') throw fieldErrors({ course: [invalidPk(courseId)] });
  assertCourseAccess(access);
}

/**
 * Locks courses `FOR SHARE` in id order, the order a move among courses locks them in, so that
 * the two never deadlock. Answers them by id.
 */
async function lockCourses(tx: Tx, ids: number[]) {
  const locked = new Map<number, CourseFacts>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    locked.set(id, await courses.lockCourse(tx, id, 'share'));
  return locked;
}

/**
 * Finds a module, locks its course `FOR SHARE` and checks the coach may change it (404 when they
 * may not see it, 403 when it is managed). Answers the module as it was read.
 */
async function authorizeModuleWrite(tx: Tx, actor: Actor, id: number) {
  const found = await repo.findModule(tx, id);
  if (!found) throw notFound();
  const course = await courses.lockCourse(tx, found.courseId, 'share');
  assertCourseAccess(courseAccess(actor, 'update', course), () => notFound());
  return found;
}

/** The modules of a course the coach may see, in order. */
export async function listModules(ctx: AppContext, actor: Actor, courseId: number, window: PageWindow) {
  requireCoach(actor);
  assertCourseAccess(courseAccess(actor, 'read', await courses.findCourseRow(ctx.db, courseId)));
  const { rows, count } = await repo.listModules(ctx.db, courseId, window);
  return { count, results: rows.map((row) => presentCourseModule(actor, row)) };
}

/** One module of a course the coach may see. */
export async function getModule(ctx: AppContext, actor: Actor, id: number): Promise<CourseModule> {
  requireCoach(actor);
  const module = await repo.findModule(ctx.db, id);
  assertCourseAccess(courseAccess(actor, 'read', module), () => notFound());
  return presentCourseModule(actor, module!);
}

/** A new module, last in a course the coach owns. */
export async function createModule(ctx: AppContext, actor: Actor, input: ModuleWrite) {
  requireCoach(actor);
  const row = await ctx.db.transaction(async (tx) => {
    checkTargetCourse(actor, input.course, await courses.lockCourse(tx, input.course, 'share'));
    return repo.insertModule(tx, {
      courseId: input.course,
      title: input.title,
      description: input.description,
      published: input.published,
      ordering: await nextOrdering(tx, 'course_modules', 'course_id', input.course),
    });
  });
  return getModule(ctx, actor, row.id);
}

/**
 * Changes the given fields of a module of a course the coach owns. A PUT naming another of their
 * courses moves the module there, last.
 */
export async function updateModule(ctx: AppContext, actor: Actor, id: number, input: ModulePatch) {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findModule(tx, id);
    if (!current) throw notFound();
    const target = input.course ?? current.courseId;
    const locked = await lockCourses(tx, [current.courseId, target]);
    assertCourseAccess(courseAccess(actor, 'update', locked.get(current.courseId)), () => notFound());
    const moving = target !== current.courseId;
    if (moving) checkTargetCourse(actor, target, locked.get(target));
    // Moved or deleted between the read and the lock: as if it had never been found.
    if ((await repo.lockModule(tx, id))?.courseId !== current.courseId) throw notFound();
    await repo.updateModule(tx, id, {
      title: input.title,
      description: input.description,
      published: input.published,
      ...(moving && {
        courseId: target,
        ordering: await nextOrdering(tx, 'course_modules', 'course_id', target),
      }),
    });
  });
  return getModule(ctx, actor, id);
}

/** Deletes a module of a course the coach owns, with its lessons; their files go after commit. */
export async function deleteModule(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  const keys = await ctx.db.transaction(async (tx) => {
    const current = await authorizeModuleWrite(tx, actor, id);
    const locked = await repo.lockModule(tx, id);
    if (locked?.courseId !== current.courseId) throw notFound();
    const files = await courses.lockContentFiles(tx, { moduleId: id });
    await repo.deleteModule(tx, id);
    return files;
  });
  await removeFiles(ctx.storage, keys);
}

/** Swaps a module of a course the coach owns with its neighbour in the course. */
export async function moveModule(ctx: AppContext, actor: Actor, id: number, input: Move): Promise<void> {
  requireCoach(actor);
  await ctx.db.transaction(async (tx) => {
    const current = await authorizeModuleWrite(tx, actor, id);
    await moveAmongSiblings(tx, {
      table: 'course_modules',
      parentColumn: 'course_id',
      parentId: current.courseId,
      id,
      direction: input.direction,
    });
  });
}
