import { and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  areasOfFocus,
  clientAreasOfFocus,
  clientProfiles,
  habitPrograms,
  templateExercises,
} from '../../db/schema';
import type { Actor } from '../../lib/auth';
import { habitProgramsUsableBy } from '../catalog';

export type AreaRow = typeof areasOfFocus.$inferSelect;
/** An area with the facts of its program (who owns it, whether deleted) and its live exercise count. */
export type AreaRecord = AreaRow & {
  program: { ownerId: number | null; companyId: number | null; deleted: boolean };
  exercisesCount: number;
};

interface Window {
  limit: number;
  offset: number;
}

const exercisesCount = sql<number>`(SELECT count(*)::int FROM template_exercises e
  WHERE e.area_id = areas_of_focus.id AND NOT e.deleted)`;

const recordColumns = {
  ...getTableColumns(areasOfFocus),
  program: {
    ownerId: habitPrograms.ownerId,
    companyId: habitPrograms.companyId,
    deleted: habitPrograms.deleted,
  },
  exercisesCount,
};

/**
 * Live areas of focus in their order, with counts: those of one program (the caller has checked
 * it may see it), or those of every program the coach may use.
 */
export async function listAreas(db: DbOrTx, actor: Actor, programId: number | undefined, window: Window) {
  const where = and(
    eq(areasOfFocus.deleted, false),
    programId === undefined ? habitProgramsUsableBy(actor) : eq(areasOfFocus.programId, programId),
  );
  const rows: AreaRecord[] = await db
    .select(recordColumns)
    .from(areasOfFocus)
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(where)
    .orderBy(asc(areasOfFocus.programId), asc(areasOfFocus.ordering), asc(areasOfFocus.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(areasOfFocus)
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(where);
  return { rows, count: total!.count };
}

/** An area with its program's facts, deleted or not (the policy decides who sees it). */
export async function findArea(db: DbOrTx, id: number): Promise<AreaRecord | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(areasOfFocus)
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(eq(areasOfFocus.id, id));
  return row;
}

/** A new area, placed after the program's others unless `ordering` is given. */
export async function insertArea(
  db: DbOrTx,
  values: { programId: number; name: string; color: string; public: boolean },
): Promise<AreaRow> {
  const [row] = await db
    .insert(areasOfFocus)
    .values({
      ...values,
      ordering: sql`(SELECT coalesce(max(a.ordering) + 1, 0) FROM areas_of_focus a
        WHERE a.program_id = ${values.programId} AND NOT a.deleted)`,
    })
    .returning();
  return row!;
}

export async function updateArea(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<AreaRow, 'name' | 'color' | 'public' | 'ordering'>>,
) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.update(areasOfFocus).set(set).where(eq(areasOfFocus.id, id));
}

/**
 * Soft-deletes an area and its exercises (their tasks keep their history) and takes it out of
 * the clients' chosen areas.
 */
export async function softDeleteArea(tx: DbOrTx, id: number) {
  await tx.update(areasOfFocus).set({ deleted: true }).where(eq(areasOfFocus.id, id));
  await tx
    .update(templateExercises)
    .set({ deleted: true, updatedAt: sql`now()` })
    .where(and(eq(templateExercises.areaId, id), eq(templateExercises.deleted, false)));
  await tx.delete(clientAreasOfFocus).where(eq(clientAreasOfFocus.areaId, id));
}

/** Whether a program has at least one live area of focus. */
export async function programHasAreas(db: DbOrTx, programId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: areasOfFocus.id })
    .from(areasOfFocus)
    .where(and(eq(areasOfFocus.programId, programId), eq(areasOfFocus.deleted, false)))
    .limit(1);
  return row !== undefined;
}

/** Which of `areaIds` are live areas of the program. */
export async function liveAreaIdsOf(db: DbOrTx, programId: number, areaIds: number[]): Promise<Set<number>> {
  if (areaIds.length === 0) return new Set();
  const rows = await db
    .select({ id: areasOfFocus.id })
    .from(areasOfFocus)
    .where(
      and(
        eq(areasOfFocus.programId, programId),
        eq(areasOfFocus.deleted, false),
        inArray(areasOfFocus.id, areaIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/* ---- The client's side: their program and their chosen areas ---- */

export type ClientProgramRow = typeof habitPrograms.$inferSelect;

/** The program on the user's client profile (null without one, undefined without a profile). */
export async function findClientProgram(
  db: DbOrTx,
  userId: number,
): Promise<ClientProgramRow | null | undefined> {
  const [row] = await db
    .select({ program: habitPrograms })
    .from(clientProfiles)
    .leftJoin(habitPrograms, eq(habitPrograms.id, clientProfiles.theme))
    .where(eq(clientProfiles.userId, userId));
  if (!row) return undefined;
  return row.program;
}

/** The live areas of a program in their order. */
export async function listProgramAreas(db: DbOrTx, programId: number, window: Window) {
  const where = and(eq(areasOfFocus.programId, programId), eq(areasOfFocus.deleted, false));
  const rows = await db
    .select()
    .from(areasOfFocus)
    .where(where)
    .orderBy(asc(areasOfFocus.ordering), asc(areasOfFocus.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ count: count() }).from(areasOfFocus).where(where);
  return { rows, count: total!.count };
}

/**
 * Chosen areas that still count: live areas of the user's current program (a choice made under
 * an earlier program, or of an area deleted since, is ignored).
 */
const choiceCounts = (userId: number) => sql`
  ${clientAreasOfFocus.areaId} IN (
    SELECT a.id FROM areas_of_focus a JOIN client_profiles p ON p.theme = a.program_id
    WHERE p.user_id = ${userId} AND NOT a.deleted)`;

/** The user's chosen areas, in their order. */
export async function chosenAreas(db: DbOrTx, userId: number): Promise<(AreaRow & { slot: number })[]> {
  const rows = await db
    .select({ area: areasOfFocus, slot: clientAreasOfFocus.ordering })
    .from(clientAreasOfFocus)
    .innerJoin(areasOfFocus, eq(areasOfFocus.id, clientAreasOfFocus.areaId))
    .where(and(eq(clientAreasOfFocus.userId, userId), choiceCounts(userId)))
    .orderBy(asc(clientAreasOfFocus.ordering));
  return rows.map((row) => ({ ...row.area, slot: row.slot }));
}

/**
 * The ids of a user's chosen areas that still count, in order (an int[]; empty without any), as
 * a column for a query that reads `users` (unaliased): what the user record shows as `groups`.
 */
export function chosenAreaIdsOfUser(): SQL<number[]> {
  return sql<number[]>`coalesce((
    SELECT array_agg(c.area_id ORDER BY c.ordering)
    FROM client_areas_of_focus c
    JOIN areas_of_focus a ON a.id = c.area_id AND NOT a.deleted
    JOIN client_profiles p ON p.user_id = c.user_id AND p.theme = a.program_id
    WHERE c.user_id = users.id), '{}'::int[])`;
}

/** Replaces all of the user's chosen areas with these, in this order (slots 0..n-1). */
export async function replaceChosenAreas(tx: DbOrTx, userId: number, areaIds: number[]) {
  await tx.delete(clientAreasOfFocus).where(eq(clientAreasOfFocus.userId, userId));
  if (areaIds.length === 0) return;
  await tx
    .insert(clientAreasOfFocus)
    .values(areaIds.map((areaId, ordering) => ({ userId, areaId, ordering })));
}

/**
 * Puts an area in one slot of the user's choice, replacing the slot's area. Stale choices (of
 * another program, or deleted areas) are cleared on the way so they hold no slot.
 */
export async function placeChosenArea(tx: DbOrTx, userId: number, areaId: number, slot: number) {
  await tx
    .delete(clientAreasOfFocus)
    .where(
      and(
        eq(clientAreasOfFocus.userId, userId),
        or(
          eq(clientAreasOfFocus.ordering, slot),
          eq(clientAreasOfFocus.areaId, areaId),
          sql`NOT (${choiceCounts(userId)})`,
        ),
      ),
    );
  await tx.insert(clientAreasOfFocus).values({ userId, areaId, ordering: slot });
}

/** The slot an area holds in the user's choice, if any (counting only choices that still count). */
export async function slotOfChosenArea(
  db: DbOrTx,
  userId: number,
  areaId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ slot: clientAreasOfFocus.ordering })
    .from(clientAreasOfFocus)
    .where(
      and(eq(clientAreasOfFocus.userId, userId), eq(clientAreasOfFocus.areaId, areaId), choiceCounts(userId)),
    );
  return row?.slot;
}

/**
 * Locks the user's client profile for the rest of the transaction, so that two changes to their
 * chosen areas run one after the other. Answers its program id (null without one), or undefined
 * when the user has no client profile.
 */
export async function lockClientProfile(tx: DbOrTx, userId: number): Promise<number | null | undefined> {
  const [row] = await tx
    .select({ theme: clientProfiles.theme })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId))
    .for('update');
  return row ? row.theme : undefined;
}
