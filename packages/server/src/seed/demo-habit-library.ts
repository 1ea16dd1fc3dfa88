/* What the demo's habit steps read: the demo coach's clients and their programs' library. */
import { and, eq, inArray } from 'drizzle-orm';
import { localMoment, type LocalMoment } from '@tandem/shared';
import type { Tx } from '../db/client';
import {
  areasOfFocus,
  clientAreasOfFocus,
  clientProfiles,
  habitPrograms,
  templateExercises,
  users,
} from '../db/schema';
import { DEMO_CLIENT_PLANS } from './demo-client-plans';

/** An exercise of a client's program, as the steps need it (generation reads the rest itself). */
export interface LibraryExercise {
  id: number;
  title: string;
  availableFor: number;
}

/** A demo client, with their program's settings and their local today. */
export interface DemoClientRow {
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
export async function loadClients(tx: Tx, coachId: number, now: Date): Promise<DemoClientRow[]> {
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

/** The programs' areas and exercises, and the areas each client chose. */
export interface Library {
  /** Non-deleted areas of each program, in order. */
  areas: Map<number, { id: number; name: string }[]>;
  /** Non-deleted exercises of each area. */
  exercises: Map<number, LibraryExercise[]>;
  /** Every client's chosen area ids, in order. */
  chosen: Map<number, number[]>;
}

/** Loads the library of the given programs and clients. */
export async function loadLibrary(tx: Tx, programIds: number[], clientIds: number[]): Promise<Library> {
  const library: Library = { areas: new Map(), exercises: new Map(), chosen: new Map() };
  if (programIds.length === 0) return library;
  const areaRows = await tx
    .select({ id: areasOfFocus.id, programId: areasOfFocus.programId, name: areasOfFocus.name })
    .from(areasOfFocus)
    .where(and(inArray(areasOfFocus.programId, programIds), eq(areasOfFocus.deleted, false)))
    .orderBy(areasOfFocus.ordering, areasOfFocus.id);
  library.areas = groupBy(
    areaRows,
    (area) => area.programId,
    (area) => area,
  );
  if (areaRows.length === 0) return library;
  library.exercises = await loadExercises(
    tx,
    areaRows.map((area) => area.id),
  );
  library.chosen = await loadChosenAreas(tx, clientIds);
  return library;
}

/** The non-deleted exercises of the given areas, by area. */
async function loadExercises(tx: Tx, areaIds: number[]): Promise<Library['exercises']> {
  const rows = await tx
    .select({
      id: templateExercises.id,
      areaId: templateExercises.areaId,
      title: templateExercises.shortDescription,
      availableFor: templateExercises.availableFor,
    })
    .from(templateExercises)
    .where(and(inArray(templateExercises.areaId, areaIds), eq(templateExercises.deleted, false)))
    .orderBy(templateExercises.id);
  return groupBy(
    rows,
    (row) => row.areaId,
    ({ areaId: _, ...exercise }) => exercise,
  );
}

/** The area ids each of the given clients chose, in their order. */
async function loadChosenAreas(tx: Tx, clientIds: number[]): Promise<Library['chosen']> {
  const rows = await tx
    .select()
    .from(clientAreasOfFocus)
    .where(inArray(clientAreasOfFocus.userId, clientIds))
    .orderBy(clientAreasOfFocus.userId, clientAreasOfFocus.ordering);
  return groupBy(
    rows,
    (row) => row.userId,
    (row) => row.areaId,
  );
}

/** The values of rows grouped by a key, each group in the rows' order. */
function groupBy<T, V>(rows: readonly T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}

/** The enabled-or-not, non-deleted exercises the client's areas give them. */
export function poolOf(client: DemoClientRow, library: Library): LibraryExercise[] {
  if (client.programId === null || client.programDeleted) return [];
  const programAreas = (library.areas.get(client.programId) ?? []).map((area) => area.id);
  const areaIds = client.assignAll
    ? programAreas
    : (library.chosen.get(client.id) ?? []).filter((id) => programAreas.includes(id));
  return areaIds.flatMap((areaId) => library.exercises.get(areaId) ?? []);
}
