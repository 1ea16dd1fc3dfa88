import { BarChart } from '@mantine/charts';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { REFLECTION_CHART_MAX, type ClientSummary } from '@tandem/shared';
import { useSevenDayReflections } from '../../pulse-insights';
import { reflectionBars, reflectionCaption } from '../../pulse-insights';
import { reflectionsNote } from '../utils/card-notes';

interface ReflectionChartProps {
  client: ClientSummary;
  /** Ask for the reflections only once the card has been on screen. */
  enabled: boolean;
}

/**
 * The client card's reflection bar chart: the client's last seven days, oldest first, each bar
 * the mean answer of that day's reflection (spec: reflection chart max 7), with a caption.
 */
export function ReflectionChart({ client, enabled }: ReflectionChartProps) {
  const reflections = useSevenDayReflections(client.id, { enabled });
  const note = reflections.data
    ? reflectionsNote(client, reflections.data.filter((day) => day.score !== null).length)
    : null;

  const caption =
    reflections.data && note === null && !reflections.isError ? reflectionCaption(reflections.data) : null;
  return (
    <Stack gap={2} role="group" aria-label="Reflections">
      {/* The caption shares the title's line, wrapping under it only on a narrow card. */}
      <Group justify="space-between" gap={4} align="baseline">
        <Text size="sm" fw={500}>
          Reflections
        </Text>
        {caption !== null && (
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
        )}
      </Group>
      {reflections.isError ? (
        <Text size="xs" c="dimmed">
          Reflections unavailable
        </Text>
      ) : !reflections.data ? (
        enabled && <Loader size="xs" aria-label="Loading reflections" />
      ) : note !== null ? (
        // An empty chart says nothing: the reason takes one line instead (issue 22).
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : (
        <BarChart
          aria-hidden
          h={52}
          data={reflectionBars(reflections.data)}
          dataKey="day"
          series={[{ name: 'score', label: 'Average answer', color: 'blue.6' }]}
          withTooltip={false}
          withYAxis={false}
          gridAxis="none"
          yAxisProps={{ domain: [0, REFLECTION_CHART_MAX] }}
          // Every weekday is labelled, however narrow the card.
          xAxisProps={{ interval: 0 }}
        />
      )}
    </Stack>
  );
}
