import { and, asc, count, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientAreasOfFocus, clientProfiles, habitPrograms } from '../../db/schema';
import type { Actor } from '../../lib/auth';
import { habitProgramsUsableBy } from '../catalog';

export type HabitProgramRow = typeof habitPrograms.$inferSelect;
/** A program with what its detail shows: how many clients, areas and exercises it has. */
export type HabitProgramWithCounts = HabitProgramRow & {
  clientsCount: number;
  areasCount: number;
  exercisesCount: number;
};

/*
 * The counts are correlated subqueries (naming `habit_programs.id` in full: drizzle leaves the
 * columns of a one-table select unqualified) of the one statement that reads the programs, so a page
 * of programs costs one query whatever its length. Every client profile on the program counts,
 * deactivated or not and whoever coaches them: that is what blocks deleting it.
 */
const counts = {
  clientsCount: sql<number>`(SELECT count(*)::int FROM client_profiles cp WHERE cp.theme = habit_programs.id)`,
  areasCount: sql<number>`(SELECT count(*)::int FROM areas_of_focus a
    WHERE a.program_id = habit_programs.id AND NOT a.deleted)`,
  exercisesCount: sql<number>`(SELECT count(*)::int FROM template_exercises e
    JOIN areas_of_focus a ON a.id = e.area_id
    WHERE a.program_id = habit_programs.id AND NOT a.deleted AND NOT e.deleted)`,
};

const allColumns = getTableColumns(habitPrograms);

/** The programs a coach may use (their own and their company's managed ones), by name, with counts. */
export async function listHabitPrograms(db: DbOrTx, actor: Actor, window: { limit: number; offset: number }) {
  const where = habitProgramsUsableBy(actor);
  const rows: HabitProgramWithCounts[] = await db
    .select({ ...allColumns, ...counts })
    .from(habitPrograms)
    .where(where)
    .orderBy(sql`lower(${habitPrograms.name})`, asc(habitPrograms.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(habitPrograms).where(where);
  return { rows, count: total!.count };
}

/** A program with its counts, deleted or not (the policy decides who sees it). */
export async function findHabitProgram(db: DbOrTx, id: number): Promise<HabitProgramWithCounts | undefined> {
  const [row] = await db
    .select({ ...allColumns, ...counts })
    .from(habitPrograms)
    .where(eq(habitPrograms.id, id));
  return row;
}

/**
 * A program locked for the rest of the transaction: `update` by a delete (so no client is put on
 * it meanwhile), `share` by whoever puts a client on it (so it is not deleted meanwhile).
 */
export async function lockHabitProgram(
  tx: DbOrTx,
  id: number,
  strength: 'update' | 'share',
): Promise<HabitProgramRow | undefined> {
  const [row] = await tx.select().from(habitPrograms).where(eq(habitPrograms.id, id)).for(strength);
  return row;
}

export type HabitProgramValues = Pick<
  typeof habitPrograms.$inferInsert,
  'name' | 'dailyExercises' | 'assignAll' | 'maxNumberOfAllowedGroups' | 'pulseSurveyId'
>;

export async function insertHabitProgram(
  db: DbOrTx,
  values: HabitProgramValues & { ownerId: number; companyId: number | null },
): Promise<HabitProgramRow> {
  const [row] = await db.insert(habitPrograms).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone). */
export async function updateHabitProgram(db: DbOrTx, id: number, values: Partial<HabitProgramValues>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(habitPrograms).set(set).where(eq(habitPrograms.id, id));
}

/** How many client profiles have the program, deactivated ones included. */
export async function countClientsOn(db: DbOrTx, programId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(clientProfiles)
    .where(eq(clientProfiles.theme, programId));
  return row!.count;
}

/** Marks a program deleted; its areas and exercises stay, so the tasks they gave keep their history. */
export async function softDeleteHabitProgram(db: DbOrTx, id: number) {
  await db.update(habitPrograms).set({ deleted: true }).where(eq(habitPrograms.id, id));
}

/**
 * Copies a program's live areas of focus (with their ordering), their live exercises and the
 * exercises' resources to another program, in one statement. New ids are drawn from the
 * sequences before inserting so that each copy can be matched to its original (a resource file
 * is shared by its storage key, never copied). Answers which area became which.
 */
export async function copyProgramContent(
  tx: DbOrTx,
  fromProgramId: number,
  toProgramId: number,
): Promise<Map<number, number>> {
  const result = await tx.execute<{ old_id: number; new_id: number }>(sql`
    WITH area_source AS MATERIALIZED (
      SELECT a.*, nextval(pg_get_serial_sequence('areas_of_focus', 'id'))::int AS new_id
      FROM areas_of_focus a
      WHERE a.program_id = ${fromProgramId} AND NOT a.deleted
    ),
    area_copy AS (
      INSERT INTO areas_of_focus (id, program_id, name, color, public, ordering)
      OVERRIDING SYSTEM VALUE
      SELECT new_id, ${toProgramId}, name, color, public, ordering FROM area_source
    ),
    exercise_source AS MATERIALIZED (
      SELECT e.*, s.new_id AS new_area_id,
        nextval(pg_get_serial_sequence('template_exercises', 'id'))::int AS new_id
      FROM template_exercises e
      JOIN area_source s ON s.id = e.area_id
      WHERE NOT e.deleted
    ),
    exercise_copy AS (
      INSERT INTO template_exercises (id, area_id, short_description, description, how, why, lesson_id,
        buffer, available_for, always, only_on, active)
      OVERRIDING SYSTEM VALUE
      SELECT new_id, new_area_id, short_description, description, how, why, lesson_id,
        buffer, available_for, always, only_on, active
      FROM exercise_source
    ),
    resource_copy AS (
      INSERT INTO exercise_resources (exercise_id, instruction, url, file_key, file_name)
      SELECT s.new_id, r.instruction, r.url, r.file_key, r.file_name
      FROM exercise_resources r
      JOIN exercise_source s ON s.id = r.exercise_id
      ORDER BY r.id
    )
    SELECT id AS old_id, new_id FROM area_source`);
  return new Map(result.rows.map((row) => [row.old_id, row.new_id]));
}

/**
 * Moves a coach's clients from one program to another whose areas were copied from it: each
 * client's chosen areas become the matching copies; a choice with no copy (an area deleted
 * meanwhile) is dropped. Answers the moved clients' user ids.
 */
export async function moveClients(
  tx: DbOrTx,
  move: { fromProgramId: number; toProgramId: number; coachId: number; areaCopies: Map<number, number> },
): Promise<number[]> {
  const moved = await tx
    .update(clientProfiles)
    .set({ theme: move.toProgramId })
    .where(and(eq(clientProfiles.theme, move.fromProgramId), eq(clientProfiles.coachId, move.coachId)))
    .returning({ userId: clientProfiles.userId });
  const userIds = moved.map((row) => row.userId);
  if (userIds.length === 0) return [];
  const pairs = JSON.stringify([...move.areaCopies].map(([from, to]) => ({ from, to })));
  await tx.execute(sql`
    UPDATE client_areas_of_focus c SET area_id = m."to"
    FROM jsonb_to_recordset(${pairs}::jsonb) AS m("from" int, "to" int)
    WHERE c.area_id = m."from" AND c.user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const copies = [...move.areaCopies.values()];
  await tx
    .delete(clientAreasOfFocus)
    .where(
      and(
        inArray(clientAreasOfFocus.userId, userIds),
        copies.length > 0 ? notInArray(clientAreasOfFocus.areaId, copies) : undefined,
      ),
    );
  return userIds;
}
