import { LineChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { GRAPH_MAX, GRAPH_TICKS, type CohortInfo } from '@tandem/shared';

/**
 * The cohort's reflection graphs, one line per series over the same dates (spec: axis to 100,
 * step 20), under a legend naming each series in its colour.
 */
export function CohortCharts({ series }: { series: CohortInfo['series'] }) {
  if (series.length === 0) return <Text c="dimmed">No chart data yet.</Text>;
  const rows = new Map<string, Record<string, string | number>>();
  for (const line of series) {
    for (const point of line.points) {
      const row = rows.get(point.date) ?? { date: point.date };
      row[line.name] = point.value;
      rows.set(point.date, row);
    }
  }
  const data = [...rows.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  return (
    <Stack gap="sm">
      <Group gap="md" role="list" aria-label="Chart series">
        {series.map((line) => (
          <Group key={line.name} gap={6} role="listitem">
            <ColorSwatch color={line.color} size={12} aria-hidden />
            <Text size="sm">{line.name}</Text>
          </Group>
        ))}
      </Group>
      <LineChart
        h={260}
        data={data}
        dataKey="date"
        series={series.map((line) => ({ name: line.name, color: line.color }))}
        yAxisProps={{ domain: [0, GRAPH_MAX], ticks: [...GRAPH_TICKS], interval: 0 }}
        connectNulls
      />
    </Stack>
  );
}
