import type { Db } from '../../db/client';
import { areasOfFocus, clientAreasOfFocus, habits, tasks, templateExercises } from '../../db/schema';

let sequence = 0;
const next = () => ++sequence;

/** An area of focus of a program. */
export async function buildArea(
  db: Db,
  programId: number,
  overrides: Partial<typeof areasOfFocus.$inferInsert> = {},
) {
  const [row] = await db
    .insert(areasOfFocus)
    .values({ programId, name: `Area ${next()}`, color: '#3366ff', ...overrides })
    .returning();
  return row!;
}

/** An enabled exercise of an area, given any day, without buffer, available one day. */
export async function buildExercise(
  db: Db,
  areaId: number,
  overrides: Partial<typeof templateExercises.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(templateExercises)
    .values({
      areaId,
      shortDescription: `Exercise ${n}`,
      description: `What exercise ${n} is about.`,
      how: `How to do exercise ${n}.`,
      why: `Why exercise ${n} helps.`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Puts the client's chosen areas of focus in order. */
export async function chooseAreas(db: Db, userId: number, areaIds: number[]) {
  if (areaIds.length === 0) return;
  await db
    .insert(clientAreasOfFocus)
    .values(areaIds.map((areaId, ordering) => ({ userId, areaId, ordering })));
}

/** A client's habit, every day at noon unless overridden. */
export async function buildHabit(
  db: Db,
  userId: number,
  overrides: Partial<typeof habits.$inferInsert> = {},
) {
  const [row] = await db
    .insert(habits)
    .values({
      userId,
      name: `Habit ${next()}`,
      color: '#22aa66',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      ...overrides,
    })
    .returning();
  return row!;
}

/** A task of a template exercise (or pass `habitId` and `templateId: null`), due on `dueOn`. */
export async function buildTask(
  db: Db,
  userId: number,
  values: { templateId?: number | null; habitId?: number | null; dueOn: string } & Partial<
    typeof tasks.$inferInsert
  >,
) {
  const { dueOn, ...rest } = values;
  const [row] = await db
    .insert(tasks)
    .values({
      userId,
      dueOn,
      availableUntil: dueOn,
      source: values.habitId ? 'habit' : 'scheduled',
      ...rest,
    })
    .returning();
  return row!;
}
