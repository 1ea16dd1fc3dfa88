import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clockTime, CLIENT_MESSAGES, weekDaysText, type ClientHabit } from '@tandem/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { useHabits } from '../api/get-habits';
import { useRemoveHabit } from '../api/remove-habit';
import { failureMessage } from '../../../lib/api-errors';
import { IconRepeat } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

/** All habits: each of the client's habits with its days and time, removable after a confirmation. */
export function HabitsView({ onAdd }: { onAdd: () => void }) {
  const habits = useHabits();
  if (habits.isPending) return <PageLoader />;
  if (habits.isError) return <Text c="red">{failureMessage(habits.error, { orField: true })}</Text>;
  if (habits.data.length === 0) {
    return (
      <EmptyState icon={IconRepeat} action={<Button onClick={onAdd}>Add Habit</Button>}>
        You have no habits yet. Add one and it will join your list on the days you choose.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {habits.data.map((habit) => (
        <HabitRow key={habit.id} habit={habit} />
      ))}
    </Stack>
  );
}

function HabitRow({ habit }: { habit: ClientHabit }) {
  const remove = useRemoveHabit();
  const [confirming, setConfirming] = useState(false);

  const confirmRemove = () =>
    remove.mutate(habit.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.removed });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: failureMessage(error, { orField: true }) }),
    });

  return (
    <Paper
      component="article"
      aria-label={habit.name}
      withBorder
      radius="md"
      p="md"
      style={{ borderLeft: `6px solid ${habit.color}` }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {habit.name}
          </Title>
          <Text size="sm" c="dimmed">
            {weekDaysText(habit.days_of_week)} at {clockTime(habit.time)}
          </Text>
        </Stack>
        <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Remove Habit"
        message={`Remove "${habit.name}"? It leaves your list for good and cannot be brought back.`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
