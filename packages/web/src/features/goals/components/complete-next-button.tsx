import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { nextToComplete, type Goal } from '@tandem/shared';
import { goalErrorMessage } from '../utils/goal-error-message';

/** The one thing the button needs of a client's or a coach's update mutation. */
interface CompleteMutation {
  mutateAsync(variables: { id: number; patch: { completed: true } }): Promise<unknown>;
  isPending: boolean;
}

/**
 * The complete button (spec): completes the next incomplete milestone, else the goal, through
 * whichever endpoints the caller's mutations use. A goal already complete has none.
 */
export function CompleteNextButton({
  goal,
  completeMilestone,
  completeGoal,
}: {
  goal: Goal;
  completeMilestone: CompleteMutation;
  completeGoal: CompleteMutation;
}) {
  const next = nextToComplete(goal.milestones, goal.completed);
  if (!next) return null;
  // mutateAsync, not mutate's callbacks: those are dropped once the card leaves the list.
  const complete = async () => {
    try {
      if ('milestone' in next)
        await completeMilestone.mutateAsync({ id: next.milestone.id, patch: { completed: true } });
      else await completeGoal.mutateAsync({ id: goal.id, patch: { completed: true } });
    } catch (error) {
      notifications.show({ color: 'red', message: goalErrorMessage(error) });
    }
  };
  return (
    <Button
      size="xs"
      loading={completeMilestone.isPending || completeGoal.isPending}
      onClick={() => void complete()}
    >
      {'milestone' in next ? 'Complete Milestone' : 'Complete Goal'}
    </Button>
  );
}
