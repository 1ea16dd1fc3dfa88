import type { z } from 'zod';
import type { coachClientNotesQuerySchema } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk, nonFieldError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { loadCoachedClient } from '../../lib/access';
import { canSeeLesson } from '../learning';
import { ownsEntry } from './journal.policy';
import { presentEntry, presentNote } from './journal.presenter';
import * as repo from './journal.repo';

/*
 * Rules of the notes endpoints:
 * - A note is its writer's alone: anyone else's is 404 on the client endpoints.
 * - Without `task` (or `lesson`) a note is a journal entry; the journal lists only those. With
 *   `task` it is a note on that exercise or habit day, which must be one of the writer's own tasks
 *   (else 400 on `task`, DRF's invalid pk). `GET clients/notes/?task=` lists the writer's notes
 *   on that task (none for someone else's task). A note stays on the task it was written on.
 * - With `lesson` it is a note on a lesson the writer may take (learning.repo's visibility; else
 *   400 on `lesson`, invalid pk); `?lesson=` lists the writer's notes on it. A note stays on its
 *   lesson; when the lesson is deleted the note stays as a journal entry.
 * - A note queued offline (POST with X-Written-At, docs/decisions/023-offline-daily-loop.md) is
 *   an append and is never lost: when its task is no longer the writer's (the coach removed it),
 *   it is kept as a journal entry (`task` null in the answer tells the device so).
 * - A coach reads the notes on tasks of their own clients that are not private, through
 *   coaches/client-notes/ with `habit`, `task` or `user` (at least one; every one given applies);
 *   one naming anyone else's client, habit or task is 404. Journal entries never reach a coach.
 */

/** coaches/client-notes/ asked for no habit, task or user. */
export const NOTES_FILTER_REQUIRED = 'Give a habit, a task or a user.';

export interface EntryWrite {
  title: string;
  text: string;
  private: boolean;
  task?: number | null;
  lesson?: number | null;
}

/** The actor's own entry; anyone else's answers 404, never its content. */
async function ownEntry(ctx: AppContext, actor: Actor, id: number) {
  const entry = await repo.findEntry(ctx.db, id);
  if (!entry || !ownsEntry(actor, entry)) throw notFound();
  return entry;
}

/**
 * The actor's journal (or their notes on one task or one lesson), newest first, searched in titles
 * and texts.
 */
export async function listEntries(
  ctx: AppContext,
  actor: Actor,
  filter: { search: string | undefined; task: number | undefined; lesson?: number | undefined },
  window: PageWindow,
) {
  const { rows, count } = await repo.listEntries(
    ctx.db,
    actor.userId,
    { search: filter.search || undefined, taskId: filter.task, lessonId: filter.lesson },
    window,
  );
  return { count, results: rows.map(presentEntry) };
}

export async function getEntry(ctx: AppContext, actor: Actor, id: number) {
  return presentEntry(await ownEntry(ctx, actor, id));
}

/**
 * A journal entry, or a note on one of the actor's own tasks or on a lesson they may take; a
 * note queued offline (`writtenAt`) whose task is gone becomes a journal entry.
 */
export async function createEntry(
  ctx: AppContext,
  actor: Actor,
  input: EntryWrite,
  { writtenAt = null }: { writtenAt?: Date | null } = {},
) {
  let taskId = input.task ?? null;
  if (taskId !== null && (await repo.ownerOfTask(ctx.db, taskId)) !== actor.userId) {
    if (writtenAt === null) throw fieldErrors({ task: [invalidPk(taskId)] });
    taskId = null;
  }
  const lessonId = input.lesson ?? null;
  if (lessonId !== null && !(await canSeeLesson(ctx.db, actor.userId, lessonId)))
    throw fieldErrors({ lesson: [invalidPk(lessonId)] });
  const values = {
    userId: actor.userId,
    title: input.title,
    text: input.text,
    private: input.private,
    taskId,
    lessonId,
  };
  return presentEntry(await repo.insertEntry(ctx.db, values));
}

/** Changes only the fields given (the editor's autosave sends what it has). */
export async function updateEntry(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: Partial<Omit<EntryWrite, 'task' | 'lesson'>>,
) {
  await ownEntry(ctx, actor, id);
  return presentEntry(await repo.updateEntry(ctx.db, id, input));
}

export async function deleteEntry(ctx: AppContext, actor: Actor, id: number) {
  await ownEntry(ctx, actor, id);
  await repo.deleteEntry(ctx.db, id);
}

/** 404 unless `userId` is one of the actor's own clients. */
async function requireOwnClient(ctx: AppContext, actor: Actor, userId: number | undefined) {
  if (userId === undefined) throw notFound();
  await loadCoachedClient(ctx.db, actor, { userId });
}

/** A coach's read of their client's shared notes on tasks, by habit, task or client. */
export async function listClientNotes(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof coachClientNotesQuerySchema>,
  window: PageWindow,
) {
  requireCoach(actor);
  if (query.habit === undefined && query.task === undefined && query.user === undefined)
    throw nonFieldError(NOTES_FILTER_REQUIRED);
  if (query.user !== undefined) await requireOwnClient(ctx, actor, query.user);
  if (query.task !== undefined)
    await requireOwnClient(ctx, actor, await repo.ownerOfTask(ctx.db, query.task));
  if (query.habit !== undefined)
    await requireOwnClient(ctx, actor, await repo.ownerOfHabit(ctx.db, query.habit));
  const { rows, count } = await repo.listSharedTaskNotes(
    ctx.db,
    { userId: query.user, taskId: query.task, habitId: query.habit },
    window,
  );
  return { count, results: rows.map(presentNote) };
}
