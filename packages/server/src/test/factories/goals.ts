import { goalPercent } from '@tandem/shared';
import type { Db } from '../../db/client';
import { goals, milestones } from '../../db/schema';

let sequence = 0;

type MilestoneSpec = string | { text: string; completed?: boolean };

/**
 * A goal of a user with these milestones in order (plain strings are open milestones); its
 * progress is computed as the API would.
 */
export async function buildGoal(
  db: Db,
  userId: number,
  overrides: Partial<typeof goals.$inferInsert> = {},
  milestoneSpecs: MilestoneSpec[] = [],
) {
  const n = ++sequence;
  const specs = milestoneSpecs.map((m) => (typeof m === 'string' ? { text: m, completed: false } : m));
  const progress = goalPercent(
    specs.map((m) => ({ completed: m.completed ?? false })),
    overrides.completed ?? false,
  );
  const [goal] = await db
    .insert(goals)
    .values({
      userId,
      goal: `Goal ${n}`,
      sacrifice: `Because ${n}`,
      color: '#3366ff',
      progress,
      ...overrides,
    })
    .returning();
  const rows =
    specs.length === 0
      ? []
      : await db
          .insert(milestones)
          .values(
            specs.map((m, order) => ({
              goalId: goal!.id,
              text: m.text,
              completed: m.completed ?? false,
              order,
            })),
          )
          .returning();
  return { goal: goal!, milestones: rows.sort((a, b) => a.order - b.order) };
}
