import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type Goal } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useDeleteClientGoal } from '../api/delete-client-goal';
import { useClientGoals } from '../api/get-client-goals';
import { useUpdateClientGoal } from '../api/update-client-goal';
import { useUpdateClientMilestone } from '../api/update-client-milestone';
import { goalErrorMessage } from '../utils/goal-error-message';
import { CompleteNextButton } from './complete-next-button';
import { ConfirmModal } from '../../../components/confirm-modal';
import { GoalCard } from './goal-card';

const showError = (error: unknown) => notifications.show({ color: 'red', message: goalErrorMessage(error) });

/**
 * The coach's Goals tab on /client-detail/{id}/goals: the client's goals in progress with their
 * milestones (a switch shows the completed ones too), each with complete-next and delete.
 * `clientId` is the client's user id.
 */
export function ClientGoalsTab({ clientId }: { clientId: number }) {
  const [showAll, setShowAll] = useState(false);
  const goals = useClientGoals(clientId, showAll);

  return (
    <Stack>
      <Group justify="flex-end">
        <Switch
          label="Show all goals"
          checked={showAll}
          onChange={(event) => setShowAll(event.currentTarget.checked)}
        />
      </Group>
      {goals.isPending ? (
        <PageLoader />
      ) : goals.isError ? (
        <Text c="red">{goalErrorMessage(goals.error)}</Text>
      ) : goals.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{showAll ? 'This client has no goals.' : 'This client has no goals in progress.'}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {goals.data.map((goal) => (
            <ClientGoalCard key={goal.id} goal={goal} clientId={clientId} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ClientGoalCard({ goal, clientId }: { goal: Goal; clientId: number }) {
  const completeMilestone = useUpdateClientMilestone(clientId);
  const completeGoal = useUpdateClientGoal(clientId);
  const remove = useDeleteClientGoal(clientId);
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(goal.id);
      setConfirming(false);
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.deleted });
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
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <ConfirmModal
            opened={confirming}
            title="Delete Goal"
            message={`Delete "${goal.goal}" and its milestones? This cannot be undone.`}
            confirmLabel="Delete"
            loading={remove.isPending}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirming(false)}
          />
        </Group>
      }
    />
  );
}
