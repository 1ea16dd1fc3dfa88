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
 * - History is planned by demo-history.ts (the generation rules) and written set-based by
 *   demo-exercise-history.ts: one statement per table, whatever the number of clients.
 * - Every past day of the window gets its `exercise_days` marker (generation marks every day it
 *   handles, work day or not), reminded, so neither generation nor reminders redo past days.
 *   Today is left to the scheduler, except for the showcase client: their today's exercises
 *   (when today is one of their work days) and habit days are created now, with today's marker,
 *   unless generation has handled their today already.
 * - Local dates come from each client's time zone; completion times are local wall-clock times
 *   on the due day, turned into instants by PostgreSQL (`AT TIME ZONE`).
 */
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  areasOfFocus,
  clientAreasOfFocus,
  exerciseResources,
  habitPrograms,
  templateExercises,
} from '../db/schema';
import { findOwnAndManaged } from './demo-catalog';
import { seedHistory } from './demo-exercise-history';
import { loadClients, loadLibrary, type DemoClientRow, type Library } from './demo-habit-library';
import { DEMO_CLIENT_PLANS } from './demo-client-plans';
import { NO_AREAS_CLIENT } from './demo-history';
import { DEMO_LOCKS, findDemoCoach, inLockedTransaction } from './demo-steps';
import {
  BRIGHTPATH_CORE_HABITS,
  BRIGHTPATH_CORE_NAME,
  BRIGHTPATH_CORE_SETTINGS,
  FOUNDATIONS_NAME,
  FOUNDATIONS_OF_WELLBEING,
  FOUNDATIONS_SETTINGS,
} from './starter-program';
import type { StarterArea } from './starter-area';

/**
 * Seeds what the habit engine shows in the demo. Idempotent on its own: returns whether it added
 * anything.
 */
export async function seedDemoHabits(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.habits, async (tx) => {
    const coach = await findDemoCoach(tx);
    if (!coach) return false;
    let added = await seedPrograms(tx, coach);
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

/** Fills the coach's own program and the company-managed one, when they have no areas. */
async function seedPrograms(tx: Tx, coach: { id: number; companyId: number | null }): Promise<boolean> {
  const { own, managed } = await findOwnAndManaged(
    tx,
    habitPrograms,
    { own: FOUNDATIONS_NAME, managed: BRIGHTPATH_CORE_NAME },
    coach,
  );
  let added = false;
  if (own)
    added = (await seedProgramContent(tx, own, FOUNDATIONS_OF_WELLBEING, FOUNDATIONS_SETTINGS)) || added;
  if (managed) {
    added =
      (await seedProgramContent(tx, managed, BRIGHTPATH_CORE_HABITS, BRIGHTPATH_CORE_SETTINGS)) || added;
  }
  return added;
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
  await insertExercises(tx, content, areaIdOf);
  return true;
}

/** Every area's exercises, then their resources. */
async function insertExercises(tx: Tx, content: readonly StarterArea[], areaIdOf: Map<string, number>) {
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
