import { DonutChart } from '@mantine/charts';
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { CategoryProgress, ClientSummary } from '@tandem/shared';
import { useCurrentProgress } from '../../habits';
import { areaProgressNote } from '../utils/card-notes';

interface AreaDoughnutsProps {
  client: ClientSummary;
  /** Ask for the progress only once the card has been on screen. */
  enabled: boolean;
}

/** The client card's 'progress doughnuts per category': one small doughnut per area of focus, in its colour. */
export function AreaDoughnuts({ client, enabled }: AreaDoughnutsProps) {
  const progress = useCurrentProgress(client.id, { enabled });
  const note = progress.data ? areaProgressNote(client, progress.data.length) : null;

  return (
    <Stack gap={4} role="group" aria-label="Progress by area">
      <Text size="sm" fw={500}>
        Progress by area
      </Text>
      {progress.isError ? (
        <Text size="xs" c="dimmed">
          Progress unavailable
        </Text>
      ) : !progress.data ? (
        enabled && <Loader size="xs" aria-label="Loading progress by area" />
      ) : note !== null ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : (
        <Group gap="sm" align="flex-start">
          {progress.data.map((area) => (
            <AreaDoughnut key={area.id} area={area} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function AreaDoughnut({ area }: { area: CategoryProgress }) {
  const percent = Math.min(Math.max(area.percent, 0), 100);
  return (
    <Stack gap={0} align="center" role="group" aria-label={area.name} maw={72}>
      <DonutChart
        aria-hidden
        size={48}
        thickness={6}
        withTooltip={false}
        startAngle={90}
        endAngle={-270}
        data={[
          { name: area.name, value: percent, color: area.color },
          { name: 'Remaining', value: 100 - percent, color: 'gray.2' },
        ]}
      />
      <Text size="xs" fw={500}>
        {percent}%
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1} ta="center">
        {area.name}
      </Text>
    </Stack>
  );
}
