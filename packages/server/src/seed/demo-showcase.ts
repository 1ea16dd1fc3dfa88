/*
 * The showcase client's extras, on top of the history every demo client gets (demo-exercise-history.ts):
 * their own habits with their days, the exercise the coach gave them, notes on a few tasks (one
 * private) and two commitments from the coach. Content lives in demo-showcase-plan.ts.
 */
import type { SQL } from 'drizzle-orm';
import { addDays, availableUntil } from '@tandem/shared';
import type { Tx } from '../db/client';
import { commitments, habits, notes } from '../db/schema';
import { LAST_MINUTE, latestWorkDay, type PlannedTask } from './demo-history';
import {
  COACH_GIVEN_EXERCISE,
  SHOWCASE_COMMITMENTS,
  SHOWCASE_HABITS,
  SHOWCASE_TASK_NOTES,
  planHabitHistory,
} from './demo-showcase-plan';
import { localInstant } from './demo-local-time';

/** A planned task with its owner, ready to write. */
export type TaskToWrite = PlannedTask & { userId: number; timezone: string; assignedBy?: number };

/** What the showcase step needs of the client. */
export interface ShowcaseClient {
  id: number;
  email: string;
  timezone: string;
  workWeek: number[];
  /** Their local today. */
  local: { date: string };
}

/** What was prepared before the tasks were written, for the notes after. */
export interface ShowcasePrepared {
  habitIds: Map<string, number>;
  /** Habit days and the coach-given exercise, to write with everyone's tasks. */
  tasks: TaskToWrite[];
  coachTask?: TaskToWrite;
}

/**
 * Creates the showcase client's habits (as of the day each history starts) and plans their
 * habit days and the coach-given exercise; `programExercises` are their program's exercises.
 */
export async function prepareShowcase(
  tx: Tx,
  client: ShowcaseClient,
  programExercises: readonly { id: number; title: string; availableFor: number }[],
  coachId: number,
): Promise<ShowcasePrepared> {
  const today = client.local.date;
  const rows = await tx
    .insert(habits)
    .values(
      SHOWCASE_HABITS.map((habit) => ({
        userId: client.id,
        name: habit.name,
        description: habit.description,
        why: habit.why,
        visualization: habit.visualization,
        color: habit.color,
        daysOfWeek: habit.daysOfWeek,
        time: habit.time,
        createdAt: localInstant(addDays(today, -habit.createdDaysAgo), 0, client.timezone),
      })),
    )
    .returning({ id: habits.id, name: habits.name });
  const habitIds = new Map(rows.map((row) => [row.name, row.id]));
  const owned = (task: PlannedTask): TaskToWrite => ({
    ...task,
    userId: client.id,
    timezone: client.timezone,
  });
  const tasks = SHOWCASE_HABITS.flatMap((habit) =>
    planHabitHistory({
      seedKey: `${client.email}:${habit.name}`,
      today,
      habit,
      habitId: habitIds.get(habit.name)!,
    }).map(owned),
  );
  const coachTask = coachGivenTask(client, programExercises, coachId);
  if (coachTask) tasks.push(coachTask);
  return { habitIds, tasks, coachTask };
}

/**
 * The exercise the coach gave the showcase client a few days ago (COACH_GIVEN_EXERCISE), done
 * that evening; undefined when their program has no such exercise.
 */
function coachGivenTask(
  client: ShowcaseClient,
  programExercises: readonly { id: number; title: string; availableFor: number }[],
  coachId: number,
): TaskToWrite | undefined {
  const exercise = programExercises.find((candidate) => candidate.title === COACH_GIVEN_EXERCISE.title);
  if (!exercise) return undefined;
  const daysAgo = latestWorkDay(client.local.date, client.workWeek, COACH_GIVEN_EXERCISE.daysAgo);
  if (daysAgo === undefined) return undefined;
  const dueOn = addDays(client.local.date, -daysAgo);
  return {
    userId: client.id,
    timezone: client.timezone,
    templateId: exercise.id,
    habitId: null,
    dueOn,
    availableUntil: availableUntil(dueOn, exercise.availableFor),
    source: 'coach',
    assignedBy: coachId,
    createdAtMinutes: COACH_GIVEN_EXERCISE.givenAtMinutes,
    completedAtMinutes: COACH_GIVEN_EXERCISE.doneAtMinutes,
    ignored: false,
  };
}

/** Identifies a task by its unique key (user, template or habit, day). */
export const taskKey = (task: {
  userId: number;
  templateId: number | null;
  habitId: number | null;
  dueOn: string;
}) => `${task.userId}:${task.templateId ?? `h${task.habitId}`}:${task.dueOn}`;

/**
 * After the tasks are written: notes on the showcase client's most recent done task of each kind
 * (a few minutes after doing it), and the coach's two commitments. `taskIds` maps taskKey to id.
 */
export async function finishShowcase(
  tx: Tx,
  client: ShowcaseClient,
  planned: readonly TaskToWrite[],
  taskIds: Map<string, number>,
  prepared: ShowcasePrepared,
  coachId: number,
  now: Date,
) {
  await writeTaskNotes(tx, client, planned, taskIds, prepared);
  await tx.insert(commitments).values(
    SHOWCASE_COMMITMENTS.map((commitment) => ({
      clientId: client.id,
      title: commitment.title,
      description: commitment.description,
      dueDate: addDays(client.local.date, commitment.dueInDays),
      assignedBy: coachId,
      createdAt: new Date(now.getTime() - commitment.createdDaysAgo * 86_400_000),
    })),
  );
}

/** The showcase notes, each on the most recent done task it is about. */
async function writeTaskNotes(
  tx: Tx,
  client: ShowcaseClient,
  planned: readonly TaskToWrite[],
  taskIds: Map<string, number>,
  prepared: ShowcasePrepared,
) {
  const done = planned
    .filter((task) => task.userId === client.id && task.completedAtMinutes !== null)
    .sort((a, b) => b.dueOn.localeCompare(a.dueOn));
  const rows: {
    userId: number;
    taskId: number;
    title: string;
    text: string;
    private: boolean;
    createdAt: SQL;
    modifiedAt: SQL;
  }[] = [];
  for (const note of SHOWCASE_TASK_NOTES) {
    const target = note.on;
    const task =
      target === 'coach'
        ? prepared.coachTask
        : target === 'scheduled'
          ? done.find((candidate) => candidate.source === 'scheduled')
          : done.find((candidate) => candidate.habitId === prepared.habitIds.get(target.habit));
    const taskId = task && taskIds.get(taskKey(task));
    if (!task || taskId === undefined) continue;
    const at = localInstant(task.dueOn, Math.min(task.completedAtMinutes! + 4, LAST_MINUTE), client.timezone);
    rows.push({
      userId: client.id,
      taskId,
      title: note.title,
      text: note.text,
      private: note.private,
      createdAt: at,
      modifiedAt: at,
    });
  }
  if (rows.length > 0) await tx.insert(notes).values(rows);
}
