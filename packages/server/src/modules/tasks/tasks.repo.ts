import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { preparedQuery, type DbOrTx } from '../../db/client';
import { localDate } from '../../lib/local-clock';
import { totalFromShortPage } from '../../lib/pagination';
import {
  areasOfFocus,
  clientProfiles,
  exerciseResources,
  habitPrograms,
  habits,
  notes,
  tasks,
  templateExercises,
  users,
} from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type TemplateRow = typeof templateExercises.$inferSelect;
export type HabitRow = typeof habits.$inferSelect;
export type ResourceRow = typeof exerciseResources.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;

interface Window {
  limit: number;
  offset: number;
}

// The daily list is read on every visit of a client's home page: its statements are built and
// planned once (preparedQuery; Drizzle's builder was a fifth of the server's time, see
// docs/performance.md).
const dailyExerciseFactsQuery = preparedQuery((db) =>
  db
    .select({
      timezone: users.timezone,
      allowDailyExercises: clientProfiles.allowDailyExercises,
      coachId: clientProfiles.coachId,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('daily-exercise-facts'),
);

/** What the daily-exercise endpoints need to know about a user: their zone, flag and coach. */
export async function findDailyExerciseFacts(db: DbOrTx, userId: number) {
  const [row] = await dailyExerciseFactsQuery(db).execute({ userId });
  return row;
}

/** A task with what its card shows: the template and its area, or the habit. */
const detailColumns = {
  task: tasks,
  template: templateExercises,
  area: { id: areasOfFocus.id, name: areasOfFocus.name, color: areasOfFocus.color },
  habit: habits,
};

const withDetails = (db: DbOrTx) =>
  db
    .select(detailColumns)
    .from(tasks)
    .leftJoin(templateExercises, eq(templateExercises.id, tasks.templateId))
    .leftJoin(areasOfFocus, eq(areasOfFocus.id, templateExercises.areaId))
    .leftJoin(habits, eq(habits.id, tasks.habitId));

export type TaskDetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];

/** A template's resource as a task card shows it. */
export type TaskResource = Pick<
  ResourceRow,
  'id' | 'exerciseId' | 'instruction' | 'url' | 'fileKey' | 'fileName'
>;

/**
 * The resources of the task's template, in the order they were added, as one JSON column of the
 * task's own row (a correlated subquery on the resources' exercise index; null when there are
 * none): a list and its resources come in one statement, not two.
 */
const templateResources = sql<TaskResource[] | null>`(
  SELECT json_agg(
    json_build_object('id', ${exerciseResources.id}, 'exerciseId', ${exerciseResources.exerciseId},
      'instruction', ${exerciseResources.instruction}, 'url', ${exerciseResources.url},
      'fileKey', ${exerciseResources.fileKey}, 'fileName', ${exerciseResources.fileName})
    ORDER BY ${exerciseResources.id})
  FROM ${exerciseResources}
  WHERE ${exerciseResources.exerciseId} = ${tasks.templateId})`;

/** Tasks as the client's cards show them: their details and their template's resources. */
const withCardDetails = (db: DbOrTx) =>
  db
    .select({ ...detailColumns, resources: templateResources })
    .from(tasks)
    .leftJoin(templateExercises, eq(templateExercises.id, tasks.templateId))
    .leftJoin(areasOfFocus, eq(areasOfFocus.id, templateExercises.areaId))
    .leftJoin(habits, eq(habits.id, tasks.habitId));

export type TaskCardRow = Awaited<ReturnType<ReturnType<typeof withCardDetails>['execute']>>[number];

/**
 * The tasks on a client's list on their local day `today`: due by then and still available, and
 * open or completed that same local day (a task done earlier has left the list). A skipped task
 * stays, shown skipped, until its availability ends: when it was skipped is not recorded, and
 * keeping it lets the client take the skip back. Habit days of a removed habit leave the list.
 */
function dueOn(userId: SQLWrapper, today: SQLWrapper, timeZone: SQLWrapper): SQL {
  return and(
    eq(tasks.userId, userId),
    lte(tasks.dueOn, today),
    gte(tasks.availableUntil, today),
    or(isNull(tasks.completedAt), sql`${localDate(timeZone, tasks.completedAt)} = ${today}`),
    or(isNull(tasks.habitId), eq(habits.active, true)),
  )!;
}

const dueOnPlaceholders = () =>
  dueOn(sql.placeholder('userId'), sql`${sql.placeholder('today')}::date`, sql.placeholder('timeZone'));

const dueTasksQuery = preparedQuery((db) =>
  withCardDetails(db)
    .where(dueOnPlaceholders())
    .orderBy(sql`${tasks.habitId} IS NULL`, asc(habits.time), asc(tasks.createdAt), asc(tasks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('due-tasks'),
);

const dueTaskCountQuery = preparedQuery((db) =>
  db
    .select({ count: count() })
    .from(tasks)
    .leftJoin(habits, eq(habits.id, tasks.habitId))
    .where(dueOnPlaceholders())
    .prepare('due-task-count'),
);

/** Today's list: habit days first by the habit's time, then exercises in the order they were given. */
export async function listDueTasks(
  db: DbOrTx,
  userId: number,
  today: string,
  timeZone: string,
  window: Window,
) {
  const values = { userId, today, timeZone };
  const rows = await dueTasksQuery(db).execute({ ...values, limit: window.limit, offset: window.offset });
  const count =
    totalFromShortPage(window, rows.length) ?? (await dueTaskCountQuery(db).execute(values))[0]!.count;
  return { rows, count };
}

/** All of a client's tasks, newest due day first. */
export async function listAllTasks(db: DbOrTx, userId: number, window: Window) {
  const where = eq(tasks.userId, userId);
  const rows = await withCardDetails(db)
    .where(where)
    .orderBy(desc(tasks.dueOn), desc(tasks.createdAt), desc(tasks.id))
    .limit(window.limit)
    .offset(window.offset);
  const total =
    totalFromShortPage(window, rows.length) ??
    (await db.select({ count: count() }).from(tasks).where(where))[0]!.count;
  return { rows, count: total };
}

/** One task as its card shows it. */
export async function findTaskCard(db: DbOrTx, id: number): Promise<TaskCardRow | undefined> {
  const [row] = await withCardDetails(db).where(eq(tasks.id, id));
  return row;
}

export async function findTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The task, locked until the transaction ends (attachment swaps of one task run one at a time). */
export async function lockTask(tx: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

/**
 * Completes (keeping the first completion time), reopens, skips or un-skips a task. The caller
 * has decided the change with `taskStateChange`.
 */
export async function updateTaskState(
  db: DbOrTx,
  id: number,
  change: { completion: 'complete' | 'reopen' | 'keep'; ignored: boolean | undefined },
  /** When the completion happened (a write queued offline); now by default. */
  at?: Date,
) {
  const values: { completedAt?: SQL | null; ignored?: boolean } = {};
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  // The first completion is kept: least() skips a null, so an open task takes `moment`.
  if (change.completion === 'complete') values.completedAt = sql`least(${tasks.completedAt}, ${moment})`;
  if (change.completion === 'reopen') values.completedAt = null;
  if (change.ignored !== undefined) values.ignored = change.ignored;
  if (Object.keys(values).length === 0) return;
  await db.update(tasks).set(values).where(eq(tasks.id, id));
}

export async function setAttachment(db: DbOrTx, id: number, key: string, name: string) {
  await db.update(tasks).set({ attachmentKey: key, attachmentName: name }).where(eq(tasks.id, id));
}

/** A template exercise with its area and the program that owns it (the coach's pick). */
export async function findTemplateWithProgram(db: DbOrTx, templateId: number) {
  const [row] = await db
    .select({
      template: templateExercises,
      areaDeleted: areasOfFocus.deleted,
      program: {
        id: habitPrograms.id,
        ownerId: habitPrograms.ownerId,
        companyId: habitPrograms.companyId,
        deleted: habitPrograms.deleted,
      },
    })
    .from(templateExercises)
    .innerJoin(areasOfFocus, eq(areasOfFocus.id, templateExercises.areaId))
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(eq(templateExercises.id, templateId));
  return row;
}

/** Whether a task of this template is on the client's list on `today` (open or not). */
export async function templateListedOn(db: DbOrTx, userId: number, templateId: number, today: string) {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        eq(tasks.templateId, templateId),
        lte(tasks.dueOn, today),
        gte(tasks.availableUntil, today),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a task unless the same template is already due that day; undefined when it was. */
export async function insertTemplateTask(
  db: DbOrTx,
  values: typeof tasks.$inferInsert,
): Promise<TaskRow | undefined> {
  const [row] = await db.insert(tasks).values(values).onConflictDoNothing().returning();
  return row;
}

/** A client's exercise tasks (not habit days), newest due day first, with template and area. */
export async function listClientExercises(db: DbOrTx, userId: number, window: Window) {
  const where = and(eq(tasks.userId, userId), sql`${tasks.templateId} IS NOT NULL`);
  const rows = await withDetails(db)
    .where(where)
    .orderBy(desc(tasks.dueOn), desc(tasks.createdAt), desc(tasks.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(tasks).where(where);
  return { rows, count: total!.count };
}

/** The notes on these tasks that are not private, oldest first (one query for a whole page). */
export async function sharedNotesOf(db: DbOrTx, taskIds: number[]): Promise<NoteRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(notes)
    .where(and(inArray(notes.taskId, taskIds), eq(notes.private, false)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}
