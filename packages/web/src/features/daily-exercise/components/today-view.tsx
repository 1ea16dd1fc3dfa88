import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { exercisesComingMessage, HABIT_MESSAGES, type Task } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../users';
import { useTodayTasks } from '../api/get-today-tasks';
import { useRequestExercise } from '../api/request-exercise';
import { todayList } from '../utils/task-view';
import { TaskCard } from './task-card';
import { failureMessage } from '../../../lib/api-errors';

/**
 * Today: the habit days and recommended exercises due, the ones skipped today apart (a skip can
 * be taken back), the all-done message once nothing is left open (when nothing was given yet,
 * when exercises come instead: issue 45), and a button asking for one more exercise.
 */
export function TodayView() {
  const tasks = useTodayTasks();
  const { user } = useCurrentUser();
  if (tasks.isPending) return <PageLoader />;
  if (tasks.isError) return <Text c="red">{failureMessage(tasks.error, { orField: true })}</Text>;
  const { habits, exercises, skipped, allDone, empty } = todayList(tasks.data);

  return (
    <Stack>
      {empty && user && (
        <Paper withBorder radius="md" p="lg">
          <Text ta="center" fw={500} role="status">
            {exercisesComingMessage(user, new Date())}
          </Text>
        </Paper>
      )}
      {allDone && (
        <Paper withBorder radius="md" p="lg">
          <Text ta="center" fw={500}>
            {HABIT_MESSAGES.allHabitsDone}
          </Text>
        </Paper>
      )}
      <TaskSection title="Today's Habits" tasks={habits} />
      <TaskSection title="Recommended Exercises" tasks={exercises} />
      <TaskSection title="Skipped" tasks={skipped} />
      <AnotherExercise />
    </Stack>
  );
}

function TaskSection({ title, tasks }: { title: string; tasks: Task[] }) {
  if (tasks.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {tasks.map((task) => (
        <TaskCard key={task.id} task={task} />
      ))}
    </Stack>
  );
}

/** 'Give me another exercise': the server's message shows when none is left for today. */
function AnotherExercise() {
  const request = useRequestExercise();
  return (
    <Stack gap="xs" align="center">
      <Group>
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} />}
          loading={request.isPending}
          onClick={() => request.mutate()}
        >
          Give me another exercise
        </Button>
      </Group>
      {request.isError && (
        <Text size="sm" c="red" role="alert">
          {failureMessage(request.error, { orField: true })}
        </Text>
      )}
    </Stack>
  );
}
