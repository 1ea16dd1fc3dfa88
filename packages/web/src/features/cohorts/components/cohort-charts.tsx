import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { CohortInfo } from '@tandem/shared';

/** Spec: graph axes run to 100 in steps of 20. */
const GRAPH_MAX = 100;

/** The cohort's reflection graphs, one line per series over the same dates. */
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
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={series.map((line) => ({ name: line.name, color: line.color }))}
      yAxisProps={{ domain: [0, GRAPH_MAX], ticks: [0, 20, 40, 60, 80, 100] }}
      withLegend
    />
  );
}
