import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalCreate } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { createMilestone } from './create-milestone';
import { goalsQueryKeys } from './get-goals';

/** POST clients/goals/ — a new goal of the client's, without milestones (progress 0). */
export function createGoal(input: GoalCreate): Promise<Goal> {
  return apiRequest<Goal>('clients/goals/', { method: 'POST', body: input });
}

/** A milestone failed after its goal was saved: the goal exists, with the milestones before it. */
export class MilestoneSaveError extends Error {
  constructor(
    readonly goal: Goal,
    cause: unknown,
  ) {
    super('A milestone of the new goal could not be saved', { cause });
    this.name = 'MilestoneSaveError';
  }
}

export interface NewGoal {
  goal: GoalCreate;
  /** Milestone texts in their order. */
  milestones: string[];
}

/** The wizard's save (spec): the goal first, then each milestone in order, one after another. */
export async function createGoalWithMilestones({ goal, milestones }: NewGoal): Promise<Goal> {
  const created = await createGoal(goal);
  for (const [order, text] of milestones.entries()) {
    try {
      await createMilestone({ goal: created.id, text, order });
    } catch (error) {
      throw new MilestoneSaveError(created, error);
    }
  }
  return created;
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoalWithMilestones,
    // Also after a milestone failed: the goal itself was saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeys.own() }),
  });
}
