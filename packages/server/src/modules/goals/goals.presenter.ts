import type { Goal, Milestone } from '@tandem/shared';
import type { GoalRow, MilestoneRow } from './goals.repo';

export function presentMilestone(row: MilestoneRow): Milestone {
  return { id: row.id, goal: row.goalId, text: row.text, order: row.order, completed: row.completed };
}

/** A goal with its milestones (already in order). */
export function presentGoal(row: GoalRow, milestones: readonly MilestoneRow[]): Goal {
  return {
    id: row.id,
    user: row.userId,
    goal: row.goal,
    sacrifice: row.sacrifice,
    color: row.color,
    completed: row.completed,
    abandoned: row.abandoned,
    progress: row.progress,
    end_date: row.endDate,
    milestones: milestones.map(presentMilestone),
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

/** Goals with their milestones, from one batch of milestone rows for all of them. */
export function presentGoals(rows: readonly GoalRow[], milestones: readonly MilestoneRow[]): Goal[] {
  const byGoal = new Map<number, MilestoneRow[]>();
  for (const m of milestones) byGoal.set(m.goalId, [...(byGoal.get(m.goalId) ?? []), m]);
  return rows.map((row) => presentGoal(row, byGoal.get(row.id) ?? []));
}
