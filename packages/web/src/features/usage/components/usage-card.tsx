import { useId } from 'react';
import { AreaChart } from '@mantine/charts';
import { Center, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { USAGE_DEFAULT_DAYS, type UsageReport } from '@tandem/shared';
import { failureMessage } from '../../../lib/api-errors';
import { useUsage, type UsageScope } from '../api/get-usage';
import { activeClientsSummary, dayLabel } from '../utils/usage-summary';

const SUBTITLE: Record<UsageScope, string> = {
  coaches: 'How your clients use the app',
  owners: "How your company's clients use the app",
};

/**
 * The "Usage" card (issue 20): active clients per day (an area chart, with a sentence and a
 * visually hidden table as its text alternative) and the most-used screens (a table), over the
 * viewer's last 30 days. `coaches`: the coach's own clients; `owners`: the owner's company's.
 */
export function UsageCard({ scope }: { scope: UsageScope }) {
  const headingId = useId();
  const usage = useUsage(scope);
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={3} id={headingId}>
            Usage
          </Title>
          <Text size="sm" c="dimmed">
            {SUBTITLE[scope]}, last {USAGE_DEFAULT_DAYS} days
          </Text>
        </Stack>
        {usage.isPending ? (
          <Center>
            <Loader size="sm" aria-label="Loading usage" />
          </Center>
        ) : usage.isError ? (
          <Text c="red" role="alert">
            {failureMessage(usage.error)}
          </Text>
        ) : (
          <UsageCharts report={usage.data} />
        )}
      </Stack>
    </Paper>
  );
}

function UsageCharts({ report }: { report: UsageReport }) {
  const data = report.active_clients.map((day) => ({ day: dayLabel(day.day), clients: day.count }));
  return (
    <>
      <Text fw={500} size="sm">
        Active clients per day
      </Text>
      <Text size="sm">{activeClientsSummary(report.active_clients)}</Text>
      <AreaChart
        aria-hidden
        h={180}
        data={data}
        dataKey="day"
        series={[{ name: 'clients', label: 'Active clients', color: 'blue.6' }]}
        curveType="monotone"
        withDots={false}
        // aria-hidden (the table below says it all), so nothing in it may take the focus:
        // Recharts' keyboard layer would make the chart a tab stop.
        withTooltip={false}
        areaChartProps={{ accessibilityLayer: false }}
        yAxisProps={{ allowDecimals: false }}
      />
      <VisuallyHidden>
        <table>
          <caption>Active clients per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Active clients</th>
            </tr>
          </thead>
          <tbody>
            {report.active_clients.map((day) => (
              <tr key={day.day}>
                <td>{dayLabel(day.day)}</td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <Text fw={500} size="sm">
        Most-used screens
      </Text>
      {report.top_screens.length === 0 ? (
        <Text size="sm" c="dimmed">
          No screens viewed yet.
        </Text>
      ) : (
        <Table aria-label="Most-used screens" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Screen</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.top_screens.map((screen) => (
              <Table.Tr key={screen.path}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {screen.path}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{screen.views}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
