import { LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { KpiChart } from '@tandem/shared';

/** A KPI's value in the reader's own way of writing numbers ("8,421", "6.5"; "6,5" in German). */
const kpiNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** A card per KPI: its latest value and a line of its values by day. */
export function KpiCharts({ kpis, emptyText = 'No KPIs yet.' }: { kpis: KpiChart[]; emptyText?: string }) {
  if (kpis.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {kpis.map((kpi) => (
        <Paper key={kpi.id} withBorder p="md" role="group" aria-label={kpi.name}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {kpi.name}
            </Text>
            <Text fz={28} fw={700}>
              {kpi.latest === null ? '–' : kpiNumber.format(kpi.latest)}
            </Text>
            {kpi.points.length > 1 && (
              <LineChart
                h={100}
                data={kpi.points}
                dataKey="date"
                series={[{ name: 'value', label: kpi.name, color: 'teal.6' }]}
                withXAxis={false}
                withDots={false}
                curveType="monotone"
              />
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
