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
    <Stack gap={2} role="group" aria-label="Progress by area">
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
        <Group gap={4} align="flex-start">
          {progress.data.map((area) => (
            <AreaDoughnut key={area.id} area={area} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * One area: a small doughnut over its percentage and the area's name, 64 px wide so four or five
 * areas share one row even on a phone (a longer name is cut; the group is labelled in full).
 */
function AreaDoughnut({ area }: { area: CategoryProgress }) {
  const percent = Math.min(Math.max(area.percent, 0), 100);
  return (
    <Stack gap={0} align="center" role="group" aria-label={area.name} w={64}>
      <DonutChart
        aria-hidden
        size={32}
        thickness={5}
        withTooltip={false}
        startAngle={90}
        endAngle={-270}
        data={[
          { name: area.name, value: percent, color: area.color },
          { name: 'Remaining', value: 100 - percent, color: 'gray.2' },
        ]}
      />
      <Text size="xs" fw={500} lh={1.3}>
        {percent}%
      </Text>
      <Text size="xs" c="dimmed" lh={1.3} lineClamp={1} maw="100%">
        {area.name}
      </Text>
    </Stack>
  );
}
