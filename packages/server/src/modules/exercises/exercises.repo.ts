import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TEMPLATE_EXERCISE_ORDERINGS } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import { areasOfFocus, exerciseResources, habitPrograms, templateExercises } from '../../db/schema';
import type { Actor } from '../../lib/auth';
import { containsPattern } from '../../lib/search';
import { habitProgramsUsableBy } from '../catalog';

export type ExerciseRow = typeof templateExercises.$inferSelect;
export type ResourceRow = typeof exerciseResources.$inferSelect;
/** An exercise with its area (for display) and the facts of its program (for access). */
export type ExerciseRecord = ExerciseRow & {
  area: { id: number; name: string; color: string; deleted: boolean; programId: number };
  program: { ownerId: number | null; companyId: number | null; deleted: boolean };
};

const recordColumns = {
  ...getTableColumns(templateExercises),
  area: {
    id: areasOfFocus.id,
    name: areasOfFocus.name,
    color: areasOfFocus.color,
    deleted: areasOfFocus.deleted,
    programId: areasOfFocus.programId,
  },
  program: {
    ownerId: habitPrograms.ownerId,
    companyId: habitPrograms.companyId,
    deleted: habitPrograms.deleted,
  },
};

export interface ExerciseFilter {
  /** Exercises of every area of this program. */
  programId?: number;
  areaId?: number;
  /** Words to find in the title or the description. */
  q?: string;
  ordering?: (typeof TEMPLATE_EXERCISE_ORDERINGS)[number];
}

const orderings: Record<NonNullable<ExerciseFilter['ordering']>, SQL[]> = {
  short_description: [sql`lower(${templateExercises.shortDescription})`, asc(templateExercises.id)],
  '-short_description': [sql`lower(${templateExercises.shortDescription}) DESC`, desc(templateExercises.id)],
  created_at: [asc(templateExercises.createdAt), asc(templateExercises.id)],
  '-created_at': [desc(templateExercises.createdAt), desc(templateExercises.id)],
};

/**
 * The live exercises the coach may see (of live areas of programs they may use), filtered and
 * ordered (by title unless told otherwise); one query for the page and one for the count.
 */
export async function listExercises(
  db: DbOrTx,
  actor: Actor,
  filter: ExerciseFilter,
  window: { limit: number; offset: number },
) {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    eq(templateExercises.deleted, false),
    eq(areasOfFocus.deleted, false),
    habitProgramsUsableBy(actor),
    filter.programId === undefined ? undefined : eq(areasOfFocus.programId, filter.programId),
    filter.areaId === undefined ? undefined : eq(templateExercises.areaId, filter.areaId),
    pattern
      ? or(ilike(templateExercises.shortDescription, pattern), ilike(templateExercises.description, pattern))
      : undefined,
  );
  const rows: ExerciseRecord[] = await db
    .select(recordColumns)
    .from(templateExercises)
    .innerJoin(areasOfFocus, eq(areasOfFocus.id, templateExercises.areaId))
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(where)
    .orderBy(...orderings[filter.ordering ?? 'short_description'])
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db
    .select({ count: count() })
    .from(templateExercises)
    .innerJoin(areasOfFocus, eq(areasOfFocus.id, templateExercises.areaId))
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(where);
  return { rows, count: total!.count };
}

/** An exercise with its area and program facts, deleted or not (the policy decides who sees it). */
export async function findExercise(db: DbOrTx, id: number): Promise<ExerciseRecord | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(templateExercises)
    .innerJoin(areasOfFocus, eq(areasOfFocus.id, templateExercises.areaId))
    .innerJoin(habitPrograms, eq(habitPrograms.id, areasOfFocus.programId))
    .where(eq(templateExercises.id, id));
  return row;
}

/** The resources of these exercises, each exercise's oldest first. */
export async function resourcesOf(db: DbOrTx, exerciseIds: number[]): Promise<ResourceRow[]> {
  if (exerciseIds.length === 0) return [];
  return db
    .select()
    .from(exerciseResources)
    .where(inArray(exerciseResources.exerciseId, exerciseIds))
    .orderBy(asc(exerciseResources.exerciseId), asc(exerciseResources.id));
}

export type ExerciseValues = Pick<
  typeof templateExercises.$inferInsert,
  | 'areaId'
  | 'shortDescription'
  | 'description'
  | 'how'
  | 'why'
  | 'lessonId'
  | 'buffer'
  | 'availableFor'
  | 'always'
  | 'onlyOn'
  | 'active'
>;

export async function insertExercise(db: DbOrTx, values: ExerciseValues): Promise<ExerciseRow> {
  const [row] = await db.insert(templateExercises).values(values).returning();
  return row!;
}

/** Writes the given fields (undefined ones are left alone) and stamps the exercise updated. */
export async function updateExercise(db: DbOrTx, id: number, values: Partial<ExerciseValues>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await db
    .update(templateExercises)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(templateExercises.id, id));
}

/** Marks an exercise deleted: it is never given again, and its tasks keep their history. */
export async function softDeleteExercise(db: DbOrTx, id: number) {
  await db
    .update(templateExercises)
    .set({ deleted: true, updatedAt: sql`now()` })
    .where(eq(templateExercises.id, id));
}
