import { useState } from 'react';
import { Center, Group, Loader, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { completionPercent, DEFAULT_SINCE_DAYS, type ProgressInfo, type SinceDays } from '@tandem/shared';
import { DimensionGraphs } from '../../../components/dimension-graphs';
import { KpiCharts } from '../../../components/kpi-charts';
import { PageLoader } from '../../../components/page-loader';
import { SinceSelect } from '../../../components/since-select';
import { useKpiCharts } from '../../kpis';
import { useProgressInfo } from '../api/get-progress-info';
import { failureMessage } from '../../../lib/api-errors';

/** /progress: the completed-exercise percentage, reflections answered, KPI cards and well-being graphs. */
export function ProgressPage({ title }: { title: string }) {
  const [since, setSince] = useState<SinceDays>(DEFAULT_SINCE_DAYS);
  const info = useProgressInfo(since);

  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        <SinceSelect label="Period" value={since} onChange={setSince} />
      </Group>
      {info.isPending ? (
        <PageLoader />
      ) : info.isError ? (
        <Text c="red">{failureMessage(info.error, { orField: true })}</Text>
      ) : (
        <>
          <Completion info={info.data} />
          <Title order={3}>KPIs</Title>
          <KpiCards since={since} />
          <Title order={3}>Well-being</Title>
          <DimensionGraphs dimensions={info.data.dimensions} />
        </>
      )}
    </Stack>
  );
}

function Completion({ info }: { info: ProgressInfo }) {
  const percent = completionPercent(info.exercises.completed, info.exercises.due);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Paper withBorder radius="md" p="md" role="group" aria-label="Completed exercises">
        <Group wrap="nowrap">
          <RingProgress
            size={140}
            thickness={14}
            roundCaps
            sections={[{ value: percent, color: 'teal' }]}
            label={
              <Text ta="center" fz={28} fw={700}>
                {percent}%
              </Text>
            }
          />
          <Stack gap={2}>
            <Text fw={600}>Completed exercises</Text>
            <Text size="sm" c="dimmed">
              {info.exercises.completed} of {info.exercises.due} exercises
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md" role="group" aria-label="Daily reflections">
        <Stack gap={2} justify="center" h="100%">
          <Text fz={28} fw={700}>
            {info.reflections.completed} of {info.reflections.due}
          </Text>
          <Text size="sm" c="dimmed">
            daily reflections answered
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function KpiCards({ since }: { since: number }) {
  const charts = useKpiCharts(since);
  if (charts.isPending)
    return (
      <Center>
        <Loader size="sm" aria-label="Loading KPIs" />
      </Center>
    );
  if (charts.isError) return <Text c="red">{failureMessage(charts.error, { orField: true })}</Text>;
  return <KpiCharts kpis={charts.data} emptyText="No KPIs yet. Add them on your Goals page." />;
}
