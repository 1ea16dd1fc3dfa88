import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';

/** Spec: the reflection chart's axis runs to 7 (one reflection a day over a week). */
const REFLECTION_CHART_MAX = 7;

/** The last seven days, oldest first, as short weekday names. */
function lastSevenDays(now: Date): string[] {
  return Array.from({ length: 7 }, (_, index) =>
    dayjs(now)
      .subtract(6 - index, 'day')
      .format('dd'),
  );
}

/**
 * The client card's reflection bar chart. The pulse issue supplies the reflections; until then
 * it is the zero state: seven empty bars and a caption.
 */
export function ReflectionChart({ now = new Date() }: { now?: Date }) {
  const data = lastSevenDays(now).map((day) => ({ day, reflections: 0 }));
  return (
    <Stack gap={2} role="group" aria-label="Reflections">
      <Text size="sm" fw={500}>
        Reflections
      </Text>
      <BarChart
        aria-hidden
        h={70}
        data={data}
        dataKey="day"
        series={[{ name: 'reflections', color: 'blue.6' }]}
        withTooltip={false}
        withYAxis={false}
        gridAxis="none"
        yAxisProps={{ domain: [0, REFLECTION_CHART_MAX] }}
      />
      <Text size="xs" c="dimmed">
        No reflections yet
      </Text>
    </Stack>
  );
}
