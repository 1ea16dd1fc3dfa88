/*
 * The demo clients' three weeks of exercise history (the rules are in demo-habits.ts): which
 * clients still need one; their exercises, given by generation itself run day by day over the
 * past (so the demo follows the one exercise-selection rule, modules/tasks/generation.ts); what
 * became of each (demo-history.ts plans it); and the showcase client's extras around them.
 */
import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { minutesOfTime } from '@tandem/shared';
import type { Tx } from '../db/client';
import { exerciseDays, tasks } from '../db/schema';
import { type DemoClientRow, type Library, poolOf } from './demo-habit-library';
import { DEMO_CLIENT_PLANS } from './demo-client-plans';
import { generateClientDay, recommendOneExercise } from '../modules/tasks';
import { HISTORY_DAYS, SHOWCASE_CLIENT, latestWorkDay, planOutcomes, type TaskOutcome } from './demo-history';
import { finishShowcase, prepareShowcase, taskKey, type TaskToWrite } from './demo-showcase';
import { localInstant } from './demo-local-time';

/** Reminders go out at 8 am local, or at generation when that is later. */
const REMINDER_MINUTES = 8 * 60;

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
  for (const client of todo) {
    const isShowcase = client.email === SHOWCASE_CLIENT;
    // The showcase client's today is created here unless generation has handled it already.
    const todayOpen = isShowcase && (await todayIsOpen(tx, client));
    const given = await generatePastDays(tx, client, todayOpen, isShowcase);
    await markDaysHandled(tx, client);
    if (!isShowcase) continue;
    // Their own habits come after generation has run over the past, so it gives no habit days
    // before a habit existed; the habit days are planned with the habits.
    const programExercises = (library.areas.get(client.programId!) ?? []).flatMap(
      (area) => library.exercises.get(area.id) ?? [],
    );
    const prepared = await prepareShowcase(tx, client, programExercises, coachId);
    const inserted = await insertTasks(tx, prepared.tasks);
    const taskIds = new Map([...given, ...inserted].map((row) => [taskKey(row), row.id]));
    const planned = [...given, ...prepared.tasks];
    await finishShowcase(tx, client, planned, taskIds, prepared, coachId, now);
  }
  return true;
}

/**
 * Runs generation for the client over the past HISTORY_DAYS local days (and today when
 * `todayOpen`), each day at its generation time, then the showcase client's "one more" on their
 * latest work day; then settles what became of each task by their plan. Returns the tasks.
 */
async function generatePastDays(
  tx: Tx,
  client: DemoClientRow,
  todayOpen: boolean,
  isShowcase: boolean,
): Promise<(TaskToWrite & { id: number })[]> {
  const today = client.local.date;
  const generateAtMinutes = minutesOfTime(client.generateExercisesAt);
  const oneMoreDaysAgo = isShowcase ? latestWorkDay(today, client.workWeek, 1) : undefined;
  // Oldest first, so each day's draw sees the days before it (buffers, tasks still listed).
  const days = await tx.execute<{ days_ago: number; day: string; at: string | Date }>(sql`
    SELECT n AS days_ago, (${today}::date - n)::text AS day,
      ((${today}::date - n + make_interval(mins => ${generateAtMinutes}::int))::timestamp
        AT TIME ZONE ${client.timezone}) AS at
    FROM generate_series(${HISTORY_DAYS}::int, ${todayOpen ? 0 : 1}::int, -1) n`);
  for (const { days_ago: daysAgo, day, at } of days.rows) {
    const now = new Date(at);
    // A fresh draw each day, as each real run has; reproducible from the client and the day.
    await generateClientDay(tx, client.id, now, `demo:${client.email}:${day}`);
    if (daysAgo === oneMoreDaysAgo) await recommendOneExercise(tx, client.id, { now, seed: `demo:${day}` });
  }
  const rows = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, client.id), inArray(tasks.source, ['scheduled', 'requested'])))
    .orderBy(tasks.dueOn, tasks.id);
  const outcomes = planOutcomes({
    seedKey: client.email,
    today,
    plan: DEMO_CLIENT_PLANS[client.email]!,
    generateAtMinutes,
    tasks: rows,
  });
  await settleOutcomes(tx, outcomes);
  return rows.map((row, index) => ({
    id: row.id,
    userId: client.id,
    timezone: client.timezone,
    templateId: row.templateId,
    habitId: null,
    dueOn: row.dueOn,
    availableUntil: row.availableUntil,
    source: row.source as TaskToWrite['source'],
    completedAtMinutes: outcomes[index]!.completedAtMinutes,
    ignored: outcomes[index]!.ignored,
    createdAtMinutes: outcomes[index]!.createdAtMinutes,
  }));
}

/** `ARRAY[$1, $2, ...]::type[]`: values as one array parameter list. */
const arrayOf = (values: readonly unknown[], type: 'int' | 'boolean') =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** Writes when each task appeared, was done or skipped, in one statement. */
async function settleOutcomes(tx: Tx, outcomes: TaskOutcome[]) {
  if (outcomes.length === 0) return;
  const at = (column: string) =>
    sql.raw(`CASE WHEN v.${column} IS NULL THEN NULL ELSE
    ((t.due_on + make_interval(mins => v.${column}))::timestamp AT TIME ZONE u.timezone) END`);
  await tx.execute(sql`
    UPDATE tasks t SET
      completed_at = ${at('completed')},
      ignored = v.ignored,
      created_at = coalesce(${at('created')}, t.created_at)
    FROM unnest(
      ${arrayOf(
        outcomes.map((o) => o.id),
        'int',
      )},
      ${arrayOf(
        outcomes.map((o) => o.completedAtMinutes),
        'int',
      )},
      ${arrayOf(
        outcomes.map((o) => o.ignored),
        'boolean',
      )},
      ${arrayOf(
        outcomes.map((o) => o.createdAtMinutes),
        'int',
      )}
    ) AS v(id, completed, ignored, created), users u
    WHERE t.id = v.id AND u.id = t.user_id`);
}

/** Every past day generation handled gets the time it did, and the reminder it sent. */
async function markDaysHandled(tx: Tx, client: DemoClientRow) {
  const generateAtMinutes = minutesOfTime(client.generateExercisesAt);
  const remindAtMinutes = Math.max(REMINDER_MINUTES, generateAtMinutes);
  const instant = (minutes: number) =>
    sql`((d.day + make_interval(mins => ${minutes}::int))::timestamp AT TIME ZONE ${client.timezone})`;
  await tx.execute(sql`
    UPDATE exercise_days d SET generated_at = ${instant(generateAtMinutes)}, reminded_at = ${instant(remindAtMinutes)}
    WHERE d.user_id = ${client.id} AND d.day < ${client.local.date}::date`);
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
