import {
  completionPercent,
  type ClientCourseCard,
  type ClientCourseDetail,
  type ClientLessonLink,
  type CoachClientCourse,
  type LessonChoice,
  type LessonCompletion,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { findClientProfile, loadCoachedClient } from '../../lib/access';
import { loadFileLinkSecret } from '../lessons';
import { mayTakeCourses, nextLessonAfter } from './learning.policy';
import { presentCard, presentCoachCourses, presentCourseDetail } from './learning.presenter';
import * as repo from './learning.repo';

/*
 * The client's side of courses and the coach's view of it (docs/decisions/008-courses.md):
 * - The client endpoints need a client profile that allows courses (403 otherwise); a course or
 *   lesson the client may not take (repo.visibleCourses) answers 404, never its content or links.
 * - Completing a lesson is idempotent; the first time the course reaches 100 percent a course
 *   completion is written and the answer says `first_completion: true`, never again after.
 * - A coach sees the courses of their own clients only (anyone else's client: 404): what the
 *   client can take, completion marks, and the client's lesson notes that are not private.
 */

/** 403 unless the actor is a client whose profile allows courses. */
async function requireCourseTaker(ctx: AppContext, actor: Actor) {
  if (!mayTakeCourses(await findClientProfile(ctx.db, { userId: actor.userId }))) throw forbidden();
}

/** The client's courses as cards, in their owners' order. */
export async function listCourses(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: ClientCourseCard[] }> {
  await requireCourseTaker(ctx, actor);
  const { rows, count } = await repo.courseCards(ctx.db, actor.userId, {}, window);
  return { count, results: rows.map(presentCard) };
}

/** A course the client may take, with its published modules and lessons, their files as signed links. */
export async function getCourse(ctx: AppContext, actor: Actor, id: number): Promise<ClientCourseDetail> {
  await requireCourseTaker(ctx, actor);
  const [card] = (await repo.courseCards(ctx.db, actor.userId, { courseId: id })).rows;
  if (!card) throw notFound();
  const content = await repo.courseContent(ctx.db, actor.userId, [id]);
  const lessonIds = content.flatMap((row) => (row.lesson ? [row.lesson.id] : []));
  const [resources, notes] = await Promise.all([
    repo.resourcesOf(ctx.db, lessonIds),
    repo.latestNotes(ctx.db, actor.userId, lessonIds),
    loadFileLinkSecret(ctx),
  ]);
  return presentCourseDetail(ctx, card, content, resources, notes);
}

/**
 * Marks a lesson the client may take completed, in one transaction that queues behind the
 * client's other completions, and says where the course stands and which lesson comes next.
 */
export async function completeLesson(
  ctx: AppContext,
  actor: Actor,
  lessonId: number,
): Promise<LessonCompletion> {
  await requireCourseTaker(ctx, actor);
  return ctx.db.transaction(async (tx) => {
    await repo.lockClient(tx, actor.userId);
    const courseId = await repo.visibleLessonCourse(tx, actor.userId, lessonId);
    if (courseId === undefined) throw notFound();
    await repo.insertLessonCompletion(tx, actor.userId, lessonId);
    const [card] = (await repo.courseCards(tx, actor.userId, { courseId })).rows;
    const percent = completionPercent(card!.completedCount, card!.lessonsCount);
    const firstCompletion =
      percent === 100 && (await repo.insertCourseCompletion(tx, actor.userId, courseId));
    const next = nextLessonAfter(await repo.publishedLessonIds(tx, courseId), lessonId);
    return {
      lesson: lessonId,
      course: courseId,
      percent_completed: percent,
      first_completion: firstCompletion,
      next_lesson: next,
    };
  });
}

/** Where a lesson the client may take lives (the lesson behind an exercise); 404 otherwise. */
export async function getLessonLink(
  ctx: AppContext,
  actor: Actor,
  lessonId: number,
): Promise<ClientLessonLink> {
  await requireCourseTaker(ctx, actor);
  const lesson = await repo.visibleLesson(ctx.db, actor.userId, lessonId);
  if (!lesson) throw notFound();
  return lesson;
}

/** The lessons an exercise of this coach may link to (GET coaches/lesson-choices/). */
export async function listLessonChoices(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: LessonChoice[] }> {
  requireCoach(actor);
  const { rows, count } = await repo.usableLessons(ctx.db, actor, window);
  return { count, results: rows };
}

/** The courses one of the coach's own clients can take, with completion marks and homework. */
export async function clientCoursesForCoach(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
): Promise<CoachClientCourse[]> {
  requireCoach(actor);
  await loadCoachedClient(ctx.db, actor, { userId: clientId });
  const { rows: cards } = await repo.courseCards(ctx.db, clientId);
  const content = await repo.courseContent(
    ctx.db,
    clientId,
    cards.map((card) => card.id),
  );
  const lessonIds = content.flatMap((row) => (row.lesson ? [row.lesson.id] : []));
  const homework = await repo.sharedNotes(ctx.db, clientId, lessonIds);
  return presentCoachCourses(cards, content, homework);
}
