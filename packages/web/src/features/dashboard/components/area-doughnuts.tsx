import { DonutChart } from '@mantine/charts';
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { CategoryProgress } from '@tandem/shared';
import { useCurrentProgress } from '../../habits';

interface AreaDoughnutsProps {
  clientId: number;
  /** Ask for the progress only once the card has been on screen. */
  enabled: boolean;
}

/** The client card's 'progress doughnuts per category': one small doughnut per area of focus, in its colour. */
export function AreaDoughnuts({ clientId, enabled }: AreaDoughnutsProps) {
  const progress = useCurrentProgress(clientId, { enabled });

  return (
    <Stack gap={4} role="group" aria-label="Progress by area" mih={96}>
      <Text size="sm" fw={500}>
        Progress by area
      </Text>
      {progress.isError ? (
        <Text size="xs" c="dimmed">
          Progress unavailable
        </Text>
      ) : !progress.data ? (
        enabled && <Loader size="xs" aria-label="Loading progress by area" />
      ) : progress.data.length === 0 ? (
        <Text size="xs" c="dimmed">
          No areas of focus yet
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
