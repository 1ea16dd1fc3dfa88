import { LineChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { GRAPH_MAX, GRAPH_TICKS, ratingWord, WELL_BEING_COLORS, type DimensionGraph } from '@tandem/shared';

/** How the client rates the dimension over seven days (shared ratingWord). */
const word = (dimension: DimensionGraph) => ratingWord(dimension.average);

/**
 * One well-being graph per dimension: the day's mean answer on the 0..100 axis (spec: graph
 * axis max 100, step 20), headed by the dimension's name and the word for how it was rated over
 * the last seven days, in that word's colour (a neutral 4 is So-So, not Struggling; issue 45).
 */
export function DimensionGraphs({
  dimensions,
  emptyText = 'No reflections to chart yet.',
}: {
  dimensions: DimensionGraph[];
  emptyText?: string;
}) {
  if (dimensions.length === 0 || dimensions.every((dimension) => dimension.points.length === 0))
    return <Text c="dimmed">{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {dimensions.map((dimension) => (
        <Paper key={dimension.id} withBorder p="md" role="group" aria-label={dimension.name}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{dimension.name}</Text>
              <Badge color={WELL_BEING_COLORS[word(dimension)]} variant="light">
                {word(dimension)}
              </Badge>
            </Group>
            <LineChart
              h={180}
              data={dimension.points}
              dataKey="date"
              series={[{ name: 'value', label: dimension.name, color: dimension.color }]}
              yAxisProps={{ domain: [0, GRAPH_MAX], ticks: [...GRAPH_TICKS], interval: 0 }}
              curveType="monotone"
              connectNulls
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
