import { BarChart } from '@mantine/charts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { GRAPH_MAX, GRAPH_TICKS, type AssessmentBreakDown } from '@tandem/shared';
import { longDate } from '../../../lib/dates';

const BAND_LABELS = { low: 'Low', moderate: 'Moderate', high: 'High' } as const;
const BAND_COLORS = { low: 'orange', moderate: 'blue', high: 'teal' } as const;

/**
 * A taken assessment's result: a bar per attribute (0-100) and the full report, attribute by
 * attribute. The chart is a picture of the list below it, which carries every score in text, so
 * the chart itself is hidden from screen readers.
 */
export function BreakDown({ breakDown }: { breakDown: AssessmentBreakDown }) {
  const bars = breakDown.attributes.map((attribute) => ({
    attribute: attribute.name,
    score: attribute.score ?? 0,
  }));
  return (
    <Stack>
      <Text>
        Taken {longDate(breakDown.created_at)}
        {breakDown.overall !== null && <> · Overall score {breakDown.overall} of 100</>}
      </Text>
      <BarChart
        aria-hidden
        h={260}
        data={bars}
        dataKey="attribute"
        series={[{ name: 'score', label: 'Score', color: 'blue.6' }]}
        yAxisProps={{ domain: [0, GRAPH_MAX], ticks: [...GRAPH_TICKS] }}
        xAxisProps={{ interval: 0 }}
        withTooltip={false}
      />
      <Title order={3}>Full report</Title>
      <Stack component="ul" gap="sm" aria-label="Scores by attribute" style={listReset}>
        {breakDown.attributes.map((attribute) => (
          <Paper component="li" key={attribute.id} withBorder p="md" radius="md">
            <Group justify="space-between" mb={4}>
              <Title order={4}>{attribute.name}</Title>
              {attribute.score === null || attribute.band === null ? (
                <Text size="sm" c="dimmed">
                  Not answered
                </Text>
              ) : (
                <Group gap="xs">
                  <Text fw={600}>{attribute.score} of 100</Text>
                  <Badge color={BAND_COLORS[attribute.band]} variant="light">
                    {BAND_LABELS[attribute.band]}
                  </Badge>
                </Group>
              )}
            </Group>
            {attribute.report && <Text size="sm">{attribute.report}</Text>}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
