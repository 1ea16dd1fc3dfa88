/*
 * The demo clients' three weeks of exercise history (the rules are in demo-habits.ts): which
 * clients still need one, their planned tasks and day markers, written in one statement per table,
 * and the showcase client's extras around them.
 */
import { and, eq, inArray, min, type SQL } from 'drizzle-orm';
import { addDays, minutesOfTime } from '@tandem/shared';
import type { Tx } from '../db/client';
import { exerciseDays, tasks } from '../db/schema';
import { type DemoClientRow, type Library, poolOf } from './demo-habit-library';
import { DEMO_CLIENT_PLANS } from './demo-client-plans';
import { HISTORY_DAYS, SHOWCASE_CLIENT, latestWorkDay, planExerciseHistory } from './demo-history';
import {
  finishShowcase,
  prepareShowcase,
  taskKey,
  type ShowcasePrepared,
  type TaskToWrite,
} from './demo-showcase';
import { localInstant } from './demo-local-time';

/** Reminders go out at 8 am local, or at generation when that is later. */
const REMINDER_MINUTES = 8 * 60;

type DayMarker = { userId: number; day: string; generatedAt?: SQL; remindedAt?: SQL };

/**
 * Writes the history of every client who can get exercises and has no task due before their
 * local today; the showcase client's extras come with it.
 */
export async function seedHistory(
  tx: Tx,
  clients: DemoClientRow[],
  library: Library,
  coachId: number,
  now: Date,
): Promise<boolean> {
  const todo = await clientsWithoutHistory(tx, clients, library);
  if (todo.length === 0) return false;
  const planned: TaskToWrite[] = [];
  const markers: DayMarker[] = [];
  let showcase: { client: DemoClientRow; prepared: ShowcasePrepared } | undefined;
  for (const client of todo) {
    const isShowcase = client.email === SHOWCASE_CLIENT;
    // The showcase client's today is created here unless generation has handled it already.
    const todayOpen = isShowcase && (await todayIsOpen(tx, client));
    planned.push(...planClientExercises(client, library, todayOpen));
    markers.push(...dayMarkers(client, todayOpen));
    if (isShowcase) {
      const programExercises = (library.areas.get(client.programId!) ?? []).flatMap(
        (area) => library.exercises.get(area.id) ?? [],
      );
      const prepared = await prepareShowcase(tx, client, programExercises, coachId);
      planned.push(...prepared.tasks);
      showcase = { client, prepared };
    }
  }
  const inserted = await insertTasks(tx, planned);
  await tx.insert(exerciseDays).values(markers).onConflictDoNothing();
  if (showcase) {
    const taskIds = new Map(inserted.map((row) => [taskKey(row), row.id]));
    await finishShowcase(tx, showcase.client, planned, taskIds, showcase.prepared, coachId, now);
  }
  return true;
}

/** The active clients with exercises to get and no task due before their local today. */
async function clientsWithoutHistory(tx: Tx, clients: DemoClientRow[], library: Library) {
  const eligible = clients.filter(
    (client) =>
      client.deactivated === null && client.allowDailyExercises && poolOf(client, library).length > 0,
  );
  if (eligible.length === 0) return [];
  const earliest = await tx
    .select({ userId: tasks.userId, first: min(tasks.dueOn) })
    .from(tasks)
    .where(
      inArray(
        tasks.userId,
        eligible.map((client) => client.id),
      ),
    )
    .groupBy(tasks.userId);
  const firstDue = new Map(earliest.map((row) => [row.userId, row.first]));
  return eligible.filter((client) => {
    const first = firstDue.get(client.id);
    return !first || first >= client.local.date;
  });
}

/** Whether generation has not handled the client's today yet. */
async function todayIsOpen(tx: Tx, client: DemoClientRow): Promise<boolean> {
  const handled = await tx
    .select({ day: exerciseDays.day })
    .from(exerciseDays)
    .where(and(eq(exerciseDays.userId, client.id), eq(exerciseDays.day, client.local.date)));
  return handled.length === 0;
}

/** The client's scheduled (and, for the showcase client, requested) exercises over the history. */
function planClientExercises(client: DemoClientRow, library: Library, todayOpen: boolean): TaskToWrite[] {
  const today = client.local.date;
  const isShowcase = client.email === SHOWCASE_CLIENT;
  const exercisesPlanned = planExerciseHistory({
    seedKey: client.email,
    today,
    workWeek: client.workWeek,
    exercises: poolOf(client, library),
    dailyExercises: client.dailyExercises ?? 0,
    plan: DEMO_CLIENT_PLANS[client.email]!,
    generateAtMinutes: minutesOfTime(client.generateExercisesAt),
    includeToday: todayOpen,
    oneMoreDaysAgo: isShowcase ? latestWorkDay(today, client.workWeek, 1) : undefined,
  });
  return exercisesPlanned.map((task) => ({ ...task, userId: client.id, timezone: client.timezone }));
}

/** Every past day's marker, generated and reminded, and today's when the seed creates today. */
function dayMarkers(client: DemoClientRow, todayOpen: boolean): DayMarker[] {
  const today = client.local.date;
  const generateAtMinutes = minutesOfTime(client.generateExercisesAt);
  const markers: DayMarker[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    markers.push({
      userId: client.id,
      day,
      generatedAt: localInstant(day, generateAtMinutes, client.timezone),
      remindedAt: localInstant(day, Math.max(REMINDER_MINUTES, generateAtMinutes), client.timezone),
    });
  }
  if (todayOpen) markers.push({ userId: client.id, day: today });
  return markers;
}

/** Inserts the planned tasks (local times turned into instants) and returns the new rows' keys. */
async function insertTasks(tx: Tx, planned: TaskToWrite[]) {
  return tx
    .insert(tasks)
    .values(
      planned.map((task) => ({
        userId: task.userId,
        templateId: task.templateId,
        habitId: task.habitId,
        dueOn: task.dueOn,
        availableUntil: task.availableUntil,
        source: task.source,
        ignored: task.ignored,
        assignedBy: task.assignedBy ?? null,
        completedAt:
          task.completedAtMinutes === null
            ? null
            : localInstant(task.dueOn, task.completedAtMinutes, task.timezone),
        ...(task.createdAtMinutes === null
          ? {}
          : { createdAt: localInstant(task.dueOn, task.createdAtMinutes, task.timezone) }),
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: tasks.id,
      userId: tasks.userId,
      templateId: tasks.templateId,
      habitId: tasks.habitId,
      dueOn: tasks.dueOn,
    });
}
