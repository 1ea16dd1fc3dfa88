/*
 * The demo's habit engine data: the starter program's content, the clients' chosen areas of
 * focus, three weeks of exercise history, and the showcase client's habits, notes and
 * commitments. Rules chosen:
 * - It runs on every start (after the accounts step, even when that one found everything in
 *   place), in one transaction under an advisory lock, and each part checks on its own whether
 *   it is there already, so it also fills in a database seeded before the habit engine existed:
 *   - a program's content: only when the program has no areas at all (deleted ones included, so
 *     a coach who deleted them is not overruled); its settings are set at the same time;
 *   - chosen areas: only for a client who has none (NO_AREAS_CLIENT is left without on purpose);
 *   - history: only for a client with no task due before their local today. The showcase
 *     client's habits, notes, commitments and today's list come with their history.
 * - History is planned by demo-history.ts (the generation rules) and written set-based: one
 *   statement per table, whatever the number of clients.
 * - Every past day of the window gets its `exercise_days` marker (generation marks every day it
 *   handles, work day or not), reminded, so neither generation nor reminders redo past days.
 *   Today is left to the scheduler, except for the showcase client: their today's exercises
 *   (when today is one of their work days) and habit days are created now, with today's marker,
 *   unless generation has handled their today already.
 * - Local dates come from each client's time zone; completion times are local wall-clock times
 *   on the due day, turned into instants by PostgreSQL (`AT TIME ZONE`).
 */
import { and, count, eq, inArray, isNull, min, sql, type SQL } from 'drizzle-orm';
import { addDays, localMoment, minutesOfTime, type LocalMoment } from '@tandem/shared';
import type { Db, Tx } from '../db/client';
import {
  areasOfFocus,
  clientAreasOfFocus,
  clientProfiles,
  exerciseDays,
  exerciseResources,
  habitPrograms,
  tasks,
  templateExercises,
  users,
} from '../db/schema';
import {
  DEMO_CLIENT_PLANS,
  HISTORY_DAYS,
  NO_AREAS_CLIENT,
  SHOWCASE_CLIENT,
  latestWorkDay,
  planExerciseHistory,
  type PoolExercise,
} from './demo-history';
import {
  finishShowcase,
  localInstant,
  prepareShowcase,
  taskKey,
  type ShowcasePrepared,
  type TaskToWrite,
} from './demo-showcase';
import {
  BRIGHTPATH_CORE_HABITS,
  BRIGHTPATH_CORE_NAME,
  BRIGHTPATH_CORE_SETTINGS,
  FOUNDATIONS_NAME,
  FOUNDATIONS_OF_WELLBEING,
  FOUNDATIONS_SETTINGS,
  type StarterArea,
} from './starter-program';

/** Arbitrary constant naming the advisory lock that serialises this step across processes. */
const DEMO_HABITS_LOCK = 4_120_004;
const DEMO_COACH = 'coach@demo.test';
/** Reminders go out at 8 am local, or at generation when that is later. */
const REMINDER_MINUTES = 8 * 60;

/**
 * Seeds what the habit engine shows in the demo. Idempotent on its own: returns whether it added
 * anything.
 */
export async function seedDemoHabits(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_HABITS_LOCK})`);
    const [coach] = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, DEMO_COACH));
    if (!coach) return false;
    const [own] = await tx
      .select({ id: habitPrograms.id })
      .from(habitPrograms)
      .where(and(eq(habitPrograms.name, FOUNDATIONS_NAME), eq(habitPrograms.ownerId, coach.id)));
    const [managed] = coach.companyId
      ? await tx
          .select({ id: habitPrograms.id })
          .from(habitPrograms)
          .where(
            and(
              eq(habitPrograms.name, BRIGHTPATH_CORE_NAME),
              isNull(habitPrograms.ownerId),
              eq(habitPrograms.companyId, coach.companyId),
            ),
          )
      : [];

    let added = false;
    if (own)
      added = (await seedProgramContent(tx, own.id, FOUNDATIONS_OF_WELLBEING, FOUNDATIONS_SETTINGS)) || added;
    if (managed) {
      added =
        (await seedProgramContent(tx, managed.id, BRIGHTPATH_CORE_HABITS, BRIGHTPATH_CORE_SETTINGS)) || added;
    }
    const clients = await loadClients(tx, coach.id, now);
    if (clients.length === 0) return added;
    const programIds = [
      ...new Set(clients.flatMap((client) => (client.programId ? [client.programId] : []))),
    ];
    const library = await loadLibrary(
      tx,
      programIds,
      clients.map((client) => client.id),
    );
    added = (await chooseAreas(tx, clients, library)) || added;
    added = (await seedHistory(tx, clients, library, coach.id, now)) || added;
    return added;
  });
}

/** Writes a program's areas, exercises and resources when it has no areas yet. */
async function seedProgramContent(
  tx: Tx,
  programId: number,
  content: readonly StarterArea[],
  settings: { dailyExercises: number; assignAll: boolean; maxNumberOfAllowedGroups: number },
): Promise<boolean> {
  const [existing] = await tx
    .select({ n: count() })
    .from(areasOfFocus)
    .where(eq(areasOfFocus.programId, programId));
  if (existing!.n > 0) return false;
  await tx.update(habitPrograms).set(settings).where(eq(habitPrograms.id, programId));
  const areaRows = await tx
    .insert(areasOfFocus)
    .values(content.map((area, ordering) => ({ programId, name: area.name, color: area.color, ordering })))
    .returning({ id: areasOfFocus.id, name: areasOfFocus.name });
  const areaIdOf = new Map(areaRows.map((row) => [row.name, row.id]));
  const items = content.flatMap((area) =>
    area.exercises.map((exercise) => ({ areaId: areaIdOf.get(area.name)!, exercise })),
  );
  const exerciseRows = await tx
    .insert(templateExercises)
    .values(
      items.map(({ areaId, exercise }) => ({
        areaId,
        shortDescription: exercise.shortDescription,
        description: exercise.description,
        how: exercise.how,
        why: exercise.why,
        buffer: exercise.buffer,
        availableFor: exercise.availableFor,
        always: exercise.always ?? false,
        onlyOn: exercise.onlyOn ?? [],
        active: exercise.active ?? true,
      })),
    )
    .returning({
      id: templateExercises.id,
      areaId: templateExercises.areaId,
      title: templateExercises.shortDescription,
    });
  const exerciseIdOf = new Map(exerciseRows.map((row) => [`${row.areaId}:${row.title}`, row.id]));
  const resources = items.flatMap(({ areaId, exercise }) =>
    (exercise.resources ?? []).map((resource) => ({
      exerciseId: exerciseIdOf.get(`${areaId}:${exercise.shortDescription}`)!,
      instruction: resource.instruction,
      url: resource.url,
    })),
  );
  if (resources.length > 0) await tx.insert(exerciseResources).values(resources);
  return true;
}

interface DemoClientRow {
  id: number;
  email: string;
  timezone: string;
  workWeek: number[];
  generateExercisesAt: string;
  programId: number | null;
  programDeleted: boolean | null;
  assignAll: boolean | null;
  dailyExercises: number | null;
  maxGroups: number | null;
  deactivated: Date | null;
  allowDailyExercises: boolean;
  local: LocalMoment;
}

/** The demo coach's demo clients, with their program's settings and their local today. */
async function loadClients(tx: Tx, coachId: number, now: Date): Promise<DemoClientRow[]> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      timezone: users.timezone,
      workWeek: users.workWeek,
      generateExercisesAt: users.generateExercisesAt,
      programId: clientProfiles.theme,
      programDeleted: habitPrograms.deleted,
      assignAll: habitPrograms.assignAll,
      dailyExercises: habitPrograms.dailyExercises,
      maxGroups: habitPrograms.maxNumberOfAllowedGroups,
      deactivated: clientProfiles.deactivated,
      allowDailyExercises: clientProfiles.allowDailyExercises,
    })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
    .where(and(eq(clientProfiles.coachId, coachId), inArray(users.email, Object.keys(DEMO_CLIENT_PLANS))))
    .orderBy(users.id);
  return rows.map((row) => ({ ...row, local: localMoment(now, row.timezone) }));
}

interface Library {
  /** Non-deleted areas of each program, in order. */
  areas: Map<number, { id: number; name: string }[]>;
  /** Non-deleted exercises of each area. */
  exercises: Map<number, (PoolExercise & { title: string })[]>;
  /** Every client's chosen area ids, in order. */
  chosen: Map<number, number[]>;
}

async function loadLibrary(tx: Tx, programIds: number[], clientIds: number[]): Promise<Library> {
  const library: Library = { areas: new Map(), exercises: new Map(), chosen: new Map() };
  if (programIds.length === 0) return library;
  const areaRows = await tx
    .select({ id: areasOfFocus.id, programId: areasOfFocus.programId, name: areasOfFocus.name })
    .from(areasOfFocus)
    .where(and(inArray(areasOfFocus.programId, programIds), eq(areasOfFocus.deleted, false)))
    .orderBy(areasOfFocus.ordering, areasOfFocus.id);
  for (const area of areaRows) {
    library.areas.set(area.programId, [...(library.areas.get(area.programId) ?? []), area]);
  }
  if (areaRows.length === 0) return library;
  const exerciseRows = await tx
    .select({
      id: templateExercises.id,
      areaId: templateExercises.areaId,
      title: templateExercises.shortDescription,
      active: templateExercises.active,
      always: templateExercises.always,
      buffer: templateExercises.buffer,
      only_on: templateExercises.onlyOn,
      availableFor: templateExercises.availableFor,
    })
    .from(templateExercises)
    .where(
      and(
        inArray(
          templateExercises.areaId,
          areaRows.map((area) => area.id),
        ),
        eq(templateExercises.deleted, false),
      ),
    )
    .orderBy(templateExercises.id);
  for (const { areaId, ...exercise } of exerciseRows) {
    library.exercises.set(areaId, [...(library.exercises.get(areaId) ?? []), exercise]);
  }
  const chosenRows = await tx
    .select()
    .from(clientAreasOfFocus)
    .where(inArray(clientAreasOfFocus.userId, clientIds))
    .orderBy(clientAreasOfFocus.userId, clientAreasOfFocus.ordering);
  for (const row of chosenRows) {
    library.chosen.set(row.userId, [...(library.chosen.get(row.userId) ?? []), row.areaId]);
  }
  return library;
}

/** Whether the client's program has them pick areas. */
const picksAreas = (client: DemoClientRow) =>
  client.programId !== null && !client.programDeleted && client.assignAll === false;

/** Gives each client who picks areas and has none the areas of their plan (topped up in order). */
async function chooseAreas(tx: Tx, clients: DemoClientRow[], library: Library): Promise<boolean> {
  const rows: (typeof clientAreasOfFocus.$inferInsert)[] = [];
  for (const client of clients) {
    if (!picksAreas(client) || client.email === NO_AREAS_CLIENT) continue;
    if ((library.chosen.get(client.id) ?? []).length > 0) continue;
    const areas = library.areas.get(client.programId!) ?? [];
    const wanted = DEMO_CLIENT_PLANS[client.email]!.areas;
    const ordered = [
      ...wanted.flatMap((name) => areas.filter((area) => area.name === name)),
      ...areas.filter((area) => !wanted.includes(area.name)),
    ].slice(0, client.maxGroups ?? 0);
    ordered.forEach((area, ordering) => rows.push({ userId: client.id, areaId: area.id, ordering }));
    library.chosen.set(
      client.id,
      ordered.map((area) => area.id),
    );
  }
  if (rows.length === 0) return false;
  await tx.insert(clientAreasOfFocus).values(rows);
  return true;
}

/** The enabled-or-not, non-deleted exercises the client's areas give them. */
function poolOf(client: DemoClientRow, library: Library): PoolExercise[] {
  if (client.programId === null || client.programDeleted) return [];
  const programAreas = (library.areas.get(client.programId) ?? []).map((area) => area.id);
  const areaIds = client.assignAll
    ? programAreas
    : (library.chosen.get(client.id) ?? []).filter((id) => programAreas.includes(id));
  return areaIds.flatMap((areaId) => library.exercises.get(areaId) ?? []);
}

async function seedHistory(
  tx: Tx,
  clients: DemoClientRow[],
  library: Library,
  coachId: number,
  now: Date,
): Promise<boolean> {
  const eligible = clients.filter(
    (client) =>
      client.deactivated === null && client.allowDailyExercises && poolOf(client, library).length > 0,
  );
  if (eligible.length === 0) return false;
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
  const todo = eligible.filter((client) => {
    const first = firstDue.get(client.id);
    return !first || first >= client.local.date;
  });
  if (todo.length === 0) return false;

  const planned: TaskToWrite[] = [];
  const markers: { userId: number; day: string; generatedAt?: SQL; remindedAt?: SQL }[] = [];
  let showcase: { client: DemoClientRow; prepared: ShowcasePrepared } | undefined;

  for (const client of todo) {
    const today = client.local.date;
    const generateAtMinutes = minutesOfTime(client.generateExercisesAt);
    const isShowcase = client.email === SHOWCASE_CLIENT;
    // The showcase client's today is created here unless generation has handled it already.
    const todayOpen =
      isShowcase &&
      (
        await tx
          .select({ day: exerciseDays.day })
          .from(exerciseDays)
          .where(and(eq(exerciseDays.userId, client.id), eq(exerciseDays.day, today)))
      ).length === 0;
    const exercisesPlanned = planExerciseHistory({
      seedKey: client.email,
      today,
      workWeek: client.workWeek,
      exercises: poolOf(client, library),
      dailyExercises: client.dailyExercises ?? 0,
      plan: DEMO_CLIENT_PLANS[client.email]!,
      generateAtMinutes,
      includeToday: todayOpen,
      oneMoreDaysAgo: isShowcase ? latestWorkDay(today, client.workWeek, 1) : undefined,
    });
    planned.push(
      ...exercisesPlanned.map((task) => ({ ...task, userId: client.id, timezone: client.timezone })),
    );

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

    if (isShowcase) {
      const programExercises = (library.areas.get(client.programId!) ?? []).flatMap(
        (area) => library.exercises.get(area.id) ?? [],
      );
      const prepared = await prepareShowcase(tx, client, programExercises, coachId);
      planned.push(...prepared.tasks);
      showcase = { client, prepared };
    }
  }

  const inserted = await tx
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
  await tx.insert(exerciseDays).values(markers).onConflictDoNothing();
  if (showcase) {
    const taskIds = new Map(inserted.map((row) => [taskKey(row), row.id]));
    await finishShowcase(tx, showcase.client, planned, taskIds, showcase.prepared, coachId, now);
  }
  return true;
}
