import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type Goal } from '@tandem/shared';
import { useUpdateGoal } from '../api/update-goal';
import { useUpdateMilestone } from '../api/update-milestone';
import { goalErrorMessage } from '../utils/goal-error-message';
import { CompleteNextButton } from './complete-next-button';
import { ConfirmModal } from '../../../components/confirm-modal';
import { GoalCard } from './goal-card';

const showError = (error: unknown) => notifications.show({ color: 'red', message: goalErrorMessage(error) });

/** A goal on the client's /goals page, with complete, edit and abandon. */
export function OwnGoalCard({ goal, onEdit }: { goal: Goal; onEdit: (goal: Goal) => void }) {
  const completeMilestone = useUpdateMilestone();
  const completeGoal = useUpdateGoal();
  const abandon = useUpdateGoal();
  const [confirming, setConfirming] = useState(false);

  const confirmAbandon = async () => {
    try {
      await abandon.mutateAsync({ id: goal.id, patch: { abandoned: true } });
      setConfirming(false);
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.removed });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <GoalCard
      goal={goal}
      actions={
        <Group gap="xs">
          <CompleteNextButton goal={goal} completeMilestone={completeMilestone} completeGoal={completeGoal} />
          <Button size="xs" variant="default" onClick={() => onEdit(goal)}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Abandon
          </Button>
          <ConfirmModal
            opened={confirming}
            title="Abandon Goal"
            message={`Abandon "${goal.goal}"? It will be removed from your goals.`}
            confirmLabel="Abandon"
            loading={abandon.isPending}
            onConfirm={() => void confirmAbandon()}
            onClose={() => setConfirming(false)}
          />
        </Group>
      }
    />
  );
}
