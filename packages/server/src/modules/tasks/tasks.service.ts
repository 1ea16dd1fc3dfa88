import type { z } from 'zod';
import {
  availableUntil,
  exerciseHistoryFieldsSchema,
  MESSAGES,
  type CoachTaskCreate,
  type Task,
  type taskPatchSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { fieldErrors, forbidden, invalidPk, nonFieldError, notFound } from '../../lib/errors';
import { localToday, type LocalDay } from '../../lib/local-clock';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { canUseCatalogItem } from '../catalog';
import { coachesClient } from '../../lib/access';
import { recommendOneExercise } from './generation';
import type { AttachmentForm } from './task-attachment';
import {
  isAvailableOn,
  mayUseDailyExercises,
  ownsTask,
  replayMayApply,
  taskStateChange,
} from './tasks.policy';
import { presentClientExercises, presentTasks } from './tasks.presenter';
import * as repo from './tasks.repo';

/*
 * Rules of the task endpoints:
 * - clients/tasks, clients/exercise-history and clients/habits answer 403 to a client whose coach
 *   turned daily exercises off; a user without a client profile keeps their own tasks and habits.
 * - "Today" is the caller's local date in their time zone (UTC when the zone is unknown, as the
 *   generation does).
 * - Today's list (`?due=true`): tasks due by today and available through today, open or completed
 *   today; a skipped task stays (shown skipped) until its availability ends, because when it was
 *   skipped is not recorded and the client may take the skip back. Habit days come first by the
 *   habit's time, then exercises in the order they were given. Without `due`: every task, newest
 *   due day first.
 * - Completing sets completed_at once (completing again keeps the first time) and un-skips;
 *   skipping clears the completion. Either is allowed only while the task is on the list
 *   (due_on <= today <= available_until), else 400 TASK_NOT_AVAILABLE.
 * - An attachment (POST clients/exercise-history/) follows the same rules and replaces the
 *   previous file, which is deleted once the new one is recorded.
 * - A write queued offline (PATCH with X-Written-At, docs/decisions/023-offline-daily-loop.md)
 *   counts on the day it was written: the task must have been on the list that day, and a
 *   completion is dated then (the earlier of it and a completion already kept). Completing is
 *   state, the last writer by written-at time wins, but a replay never undoes a completion the
 *   server recorded after the write was made: reopening or skipping then changes nothing and
 *   answers the task as it is (200). Skips carry no time on the server, so a replayed skip or
 *   un-skip otherwise applies. A task that is gone answers 404, which the device reports.
 * - A coach gives an exercise of a program they may use (their own or their company's managed
 *   one, not deleted; the exercise and its area not deleted; disabled exercises may be given by
 *   hand) to one of their own clients, due on the client's today for `available_for` days;
 *   400 ALREADY_ON_LIST when that exercise is on the client's list today already. Ids in a body
 *   that the coach may not use answer 400 on the field (DRF's invalid pk); ids in a path or query
 *   answer 404.
 */

/** POST clients/tasks/ when every exercise of the client's is on today's list already. */
export const NO_MORE_EXERCISES = 'There are no more exercises for you today.';
/** Completing, skipping or attaching to a task that has left the list. */
export const TASK_NOT_AVAILABLE = 'This exercise is no longer on your list, so it cannot be changed.';
/** A coach giving an exercise the client already has today. */
export const ALREADY_ON_LIST = "This exercise is already on the client's list today.";

/** Other modules read a client's local day through tasks (lib/local-clock.ts is its one source). */
export { localToday, type LocalDay };

/**
 * The caller as a user of daily exercises, with their local day at `at` (default now, their
 * today); 403 when their coach turned it off.
 */
export async function dailyExerciseUser(ctx: AppContext, actor: Actor, at?: Date): Promise<LocalDay> {
  const facts = await repo.findDailyExerciseFacts(ctx.db, actor.userId);
  if (!facts || !mayUseDailyExercises(facts)) throw forbidden();
  return localToday(facts.timezone, at);
}

async function presentTask(db: DbOrTx, id: number): Promise<Task> {
  const row = await repo.findTaskCard(db, id);
  if (!row) throw notFound();
  return presentTasks([row])[0]!;
}

/** The caller's tasks: today's list (`due`) or all of them, newest first. */
export async function listTasks(ctx: AppContext, actor: Actor, due: boolean, window: PageWindow) {
  const { today, timeZone } = await dailyExerciseUser(ctx, actor);
  const { rows, count } = due
    ? await repo.listDueTasks(ctx.db, actor.userId, today, timeZone, window)
    : await repo.listAllTasks(ctx.db, actor.userId, window);
  return { count, results: presentTasks(rows) };
}

/** One more exercise for today (the "recommend me another" button). */
export async function requestOneMore(ctx: AppContext, actor: Actor) {
  await dailyExerciseUser(ctx, actor);
  const row = await recommendOneExercise(ctx.db, actor.userId);
  if (!row) throw nonFieldError(NO_MORE_EXERCISES);
  return presentTask(ctx.db, row.id);
}

/** The caller's own task that is on their list today; 404 for anyone else's, 400 once it has left. */
async function ownAvailableTask(db: DbOrTx, actor: Actor, id: number, today: string, lock = false) {
  const task = lock ? await repo.lockTask(db, id) : await repo.findTask(db, id);
  if (!task || !ownsTask(actor, task)) throw notFound();
  if (!isAvailableOn(task, today)) throw nonFieldError(TASK_NOT_AVAILABLE);
  return task;
}

/**
 * Completes, reopens, skips or un-skips one of the caller's tasks on today's list; a write
 * queued offline (`writtenAt`) as of the day and moment it was written (the rules above).
 */
export async function updateTask(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: z.output<typeof taskPatchSchema>,
  writtenAt: Date | null = null,
) {
  const { today } = await dailyExerciseUser(ctx, actor, writtenAt ?? undefined);
  await ctx.db.transaction(async (tx) => {
    const task = await ownAvailableTask(tx, actor, id, today, true);
    const change = taskStateChange(patch);
    if (!replayMayApply(task, change, writtenAt)) return;
    await repo.updateTaskState(tx, id, change, writtenAt ?? undefined);
  });
  return presentTask(ctx.db, id);
}

/** The exercise-history form's text fields, or their errors DRF style (a missing one is "required"). */
function parseHistoryFields(fields: Record<string, string>) {
  const parsed = exerciseHistoryFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(exerciseHistoryFieldsSchema.shape))
    if (fields[field] === undefined) errors[field] = [MESSAGES.required];
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'non_field_errors';
    if (fields[field] !== undefined || field === 'non_field_errors')
      (errors[field] ??= []).push(issue.message);
  }
  throw fieldErrors(errors);
}

/**
 * Records the caller's exercise: completes or reopens the task (as PATCH does) and keeps the
 * attached file, replacing (and deleting) the previous one. `readForm` reads the multipart body,
 * storing its file; it runs after the feature check, and the file is removed if the form fails.
 */
export async function recordExercise(ctx: AppContext, actor: Actor, readForm: () => Promise<AttachmentForm>) {
  const { today } = await dailyExerciseUser(ctx, actor);
  const form = await readForm();
  let recorded: { taskId: number; previousKey: string | null };
  try {
    const fields = parseHistoryFields(form.fields);
    recorded = await ctx.db.transaction(async (tx) => {
      const task = await ownAvailableTask(tx, actor, fields.exercise, today, true);
      await repo.updateTaskState(tx, task.id, taskStateChange({ completed: fields.completed }));
      if (!form.file) return { taskId: task.id, previousKey: null };
      await repo.setAttachment(tx, task.id, form.file.key, form.file.name);
      return { taskId: task.id, previousKey: task.attachmentKey };
    });
  } catch (error) {
    if (form.file) await ctx.storage.remove(form.file.key);
    throw error;
  }
  // The task already shows the new file; one that fails to go away is only wasted space.
  if (recorded.previousKey) await ctx.storage.remove(recorded.previousKey).catch(() => undefined);
  return presentTask(ctx.db, recorded.taskId);
}

/** A coach gives one of their clients an exercise of the library, due on the client's today. */
export async function giveExercise(ctx: AppContext, actor: Actor, input: CoachTaskCreate) {
  requireCoach(actor);
  const client = await repo.findDailyExerciseFacts(ctx.db, input.user);
  const found = await repo.findTemplateWithProgram(ctx.db, input.template);
  const errors: Record<string, string[]> = {};
  if (!client || !coachesClient(actor, client)) errors.user = [invalidPk(input.user)];
  const usable =
    found &&
    !found.template.deleted &&
    !found.areaDeleted &&
    !found.program.deleted &&
    canUseCatalogItem(actor, found.program);
  if (!usable) errors.template = [invalidPk(input.template)];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const template = found!.template;

  const { today } = localToday(client!.timezone);
  if (await repo.templateListedOn(ctx.db, input.user, template.id, today))
    throw nonFieldError(ALREADY_ON_LIST);
  const row = await repo.insertTemplateTask(ctx.db, {
    userId: input.user,
    templateId: template.id,
    dueOn: today,
    availableUntil: availableUntil(today, template.availableFor),
    source: 'coach',
    assignedBy: actor.userId,
    lessonId: template.lessonId,
  });
  // Two coaches' requests racing: the unique (user, template, day) index lets one through.
  if (!row) throw nonFieldError(ALREADY_ON_LIST);
  return presentTask(ctx.db, row.id);
}

/** A client's exercise history for their coach, newest first, with the client's shared notes. */
export async function listClientExercises(ctx: AppContext, actor: Actor, userId: number, window: PageWindow) {
  requireCoach(actor);
  const client = await repo.findDailyExerciseFacts(ctx.db, userId);
  if (!client || !coachesClient(actor, client)) throw notFound();
  const { rows, count } = await repo.listClientExercises(ctx.db, userId, window);
  const notes = await repo.sharedNotesOf(
    ctx.db,
    rows.map((row) => row.task.id),
  );
  return { count, results: presentClientExercises(rows, notes) };
}
