import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { MOMENTUM_DAYS } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentProgress } from '../api/get-current-progress';
import { HabitsSection } from './habits-section';
import { failureMessage } from '../../../lib/api-errors';

/** 'Progress by area': one bar per area of focus, coloured like the area, over the last seven days. */
export function AreaProgress({ clientId }: { clientId: number }) {
  const progress = useCurrentProgress(clientId);

  return (
    <HabitsSection
      title="Progress by area"
      description={`Exercises completed of those due in the last ${MOMENTUM_DAYS} days`}
    >
      <Paper withBorder radius="md" p="md">
        {progress.isPending ? (
          <PageLoader />
        ) : progress.isError ? (
          <Text c="red">{failureMessage(progress.error, { orField: true })}</Text>
        ) : progress.data.length === 0 ? (
          <Text c="dimmed">This client has no areas of focus yet.</Text>
        ) : (
          <Stack gap="sm">
            {progress.data.map((area) => (
              <Stack key={area.id} gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {area.name}
                  </Text>
                  <Text size="sm">
                    {area.percent}%{' '}
                    <Text span size="xs" c="dimmed">
                      ({area.completed} of {area.due})
                    </Text>
                  </Text>
                </Group>
                <Progress
                  value={area.percent}
                  color={area.color}
                  size="lg"
                  radius="sm"
                  aria-label={area.name}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
    </HabitsSection>
  );
}
