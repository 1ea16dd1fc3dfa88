import { Button } from '@mantine/core';
import { nextToComplete, type Goal, type Milestone } from '@tandem/shared';

/** What the complete button completes: the next open milestone, else the goal. */
export type CompletionTarget = { milestone: Milestone } | { goal: true };

/**
 * The complete button (spec): completes the next incomplete milestone, else the goal. A goal
 * already complete has none.
 */
export function CompleteNextButton({
  goal,
  loading,
  onComplete,
}: {
  goal: Goal;
  loading: boolean;
  onComplete: (target: CompletionTarget) => void;
}) {
  const next = nextToComplete(goal.milestones, goal.completed);
  if (!next) return null;
  return (
    <Button size="xs" loading={loading} onClick={() => onComplete(next)}>
      {'milestone' in next ? 'Complete Milestone' : 'Complete Goal'}
    </Button>
  );
}
