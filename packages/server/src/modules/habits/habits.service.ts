import type { z } from 'zod';
import type { clientHabitPatchSchema, clientHabitWriteSchema } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { coachesClient } from '../../lib/access';
import { findDailyExerciseFacts } from '../tasks';
import { dailyExerciseUser, type LocalDay } from '../tasks';
import { ownsHabit, sameDays, todaysHabitDay, type HabitChange } from './habits.policy';
import { presentHabit } from '../tasks';
import * as repo from './habits.repo';

/*
 * Rules of the habit endpoints:
 * - A client's habits are theirs alone (anyone else's is 404); the client endpoints answer 403
 *   when their coach turned daily exercises off (see tasks.service). Their coach reads the habits
 *   in use through coaches/client-habits/ (another coach's client is 404).
 * - The list shows the habits in use by default; `?active=false` the removed ones, `all` both.
 * - Today's list follows a habit at once: creating one whose days hold today's local weekday, or
 *   changing its days to hold it, puts today's habit day on the list (in the same transaction; the
 *   unique (user, habit, day) index makes it idempotent with the daily generation). Changing the
 *   days so they no longer hold today, or removing the habit, takes today's day off the list if
 *   it is still open and has no notes; done days and days with notes stay as history.
 * - Removing (`active: false`) is permanent: a removed habit can no longer be changed (404).
 */

type HabitWrite = z.output<typeof clientHabitWriteSchema>;
type HabitPatch = z.output<typeof clientHabitPatchSchema>;

/** Applies what today's list must show after a change to `habit`. */
async function syncToday(db: DbOrTx, habit: repo.HabitRow, change: HabitChange, day: LocalDay) {
  const action = todaysHabitDay(change, habit.daysOfWeek, day.weekday);
  if (action === 'ensure') await repo.ensureHabitDay(db, habit, day.today);
  if (action === 'remove') await repo.removeOpenHabitDay(db, habit.id, day.today);
}

/** The caller's habits, in use by default. */
export async function listOwnHabits(
  ctx: AppContext,
  actor: Actor,
  active: repo.HabitFilter,
  window: PageWindow,
) {
  await dailyExerciseUser(ctx, actor);
  const { rows, count } = await repo.listHabits(ctx.db, actor.userId, active, window);
  return { count, results: rows.map(presentHabit) };
}

/** A new habit of the caller's; on today's list at once when it falls on today. */
export async function createHabit(ctx: AppContext, actor: Actor, input: HabitWrite) {
  const day = await dailyExerciseUser(ctx, actor);
  const habit = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertHabit(tx, {
      userId: actor.userId,
      name: input.name,
      description: input.description,
      why: input.why,
      visualization: input.visualization,
      color: input.color,
      daysOfWeek: [...new Set(input.days_of_week)],
      time: input.time,
    });
    await syncToday(tx, row, { created: true, daysChanged: false, removed: false }, day);
    return row;
  });
  return presentHabit(habit);
}

/** Changes one of the caller's habits in use, or removes it for good (`active: false`). */
export async function updateHabit(ctx: AppContext, actor: Actor, id: number, patch: HabitPatch) {
  const day = await dailyExerciseUser(ctx, actor);
  const habit = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockHabit(tx, id);
    if (!before || !ownsHabit(actor, before) || !before.active) throw notFound();
    const days = patch.days_of_week && [...new Set(patch.days_of_week)];
    const row = await repo.updateHabit(tx, id, {
      name: patch.name,
      description: patch.description,
      why: patch.why,
      visualization: patch.visualization,
      color: patch.color,
      daysOfWeek: days,
      time: patch.time,
      active: patch.active,
    });
    const change = {
      created: false,
      daysChanged: days !== undefined && !sameDays(days, before.daysOfWeek),
      removed: patch.active === false,
    };
    await syncToday(tx, row, change, day);
    return row;
  });
  return presentHabit(habit);
}

/** A client's habits in use, for their coach. */
export async function listClientHabits(ctx: AppContext, actor: Actor, clientId: number, window: PageWindow) {
  requireCoach(actor);
  const client = await findDailyExerciseFacts(ctx.db, clientId);
  if (!client || !coachesClient(actor, client)) throw notFound();
  const { rows, count } = await repo.listHabits(ctx.db, clientId, 'true', window);
  return { count, results: rows.map(presentHabit) };
}
