import type { ClientHabit } from '@tandem/shared';
import type { habits } from '../../db/schema';

type HabitRow = typeof habits.$inferSelect;

/** A client's habit as the client and their coach see it. */
export function presentHabit(row: HabitRow): ClientHabit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    why: row.why,
    visualization: row.visualization,
    color: row.color,
    days_of_week: [...row.daysOfWeek].sort((a, b) => a - b),
    time: row.time,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
