import type { z } from 'zod';
import type { ClientCourse, clientCourseWriteSchema, removeCourseUserSchema } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { courseAccess } from './courses.policy';
import { findCourseRow, lockCourse } from './courses.repo';
import { assertCourseAccess } from './courses.service';
import { presentClientCourse } from './client-courses.presenter';
import * as repo from './client-courses.repo';

/*
 * Who may take a restricted course (coaches/client-courses/, coaches/courses/{id}/remove_user/).
 * Giving and taking away are changes to the course, so only its owner may (managed: 403); the
 * client must be the coach's own (anyone else's is an unknown id). Giving twice is harmless and
 * answers the grant that exists. Taking away deletes the grant but not the client's progress.
 */

type GrantRequest = z.output<typeof clientCourseWriteSchema>;
type RevokeRequest = z.output<typeof removeCourseUserSchema>;

/** The coach's clients given a course the coach may see, by name. */
export async function listGrants(ctx: AppContext, actor: Actor, courseId: number, window: PageWindow) {
  requireCoach(actor);
  assertCourseAccess(courseAccess(actor, 'read', await findCourseRow(ctx.db, courseId)));
  const { rows, count } = await repo.listGrants(ctx.db, courseId, actor.userId, window);
  return { count, results: rows.map(presentClientCourse) };
}

/** Gives one of the coach's clients a course the coach owns; `created` is false when they had it. */
export async function grantCourse(
  ctx: AppContext,
  actor: Actor,
  input: GrantRequest,
): Promise<{ created: boolean; grant: ClientCourse }> {
  requireCoach(actor);
  return ctx.db.transaction(async (tx) => {
    // Shared: the course may not be deleted between the check and the grant.
    const access = courseAccess(actor, 'update', await lockCourse(tx, input.course, 'share'));
    const errors: Record<string, string[]> = {};
    if (!(await repo.coachesClient(tx, actor.userId, input.client)))
      errors.client = [invalidPk(input.client)];
    if (access === 'not_found') errors.course = [invalidPk(input.course)];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    assertCourseAccess(access);
    const created = await repo.insertGrant(tx, input.client, input.course);
    const grant = await repo.findGrant(tx, input.client, input.course);
    return { created, grant: presentClientCourse(grant!) };
  });
}

/** Takes a course the coach owns away from a user; one who did not have it is no error. */
export async function revokeCourse(ctx: AppContext, actor: Actor, courseId: number, input: RevokeRequest) {
  requireCoach(actor);
  assertCourseAccess(courseAccess(actor, 'update', await findCourseRow(ctx.db, courseId)));
  await repo.deleteGrant(ctx.db, input.user, courseId);
}
