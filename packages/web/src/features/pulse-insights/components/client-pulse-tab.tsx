import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { DEFAULT_SINCE_DAYS, type SinceDays } from '@tandem/shared';
import { DimensionGraphs } from '../../../components/dimension-graphs';
import { KpiCharts } from '../../../components/kpi-charts';
import { useClientKpiCharts } from '../api/get-client-kpi-charts';
import { useClientPulseInfo } from '../api/get-client-pulse-info';
import { CompletionChart } from './completion-chart';
import { QueryState } from './query-state';
import { Section } from './section';
import { SinceSelect } from '../../../components/since-select';
import { WordCloudSection } from './word-cloud-section';

/**
 * The coach's Pulse tab on /client-detail/{id}/pulse (spec: completion chart, KPI charts, graphs,
 * word cloud): the charts follow the Since window; the word cloud has its own filters.
 * `clientId` is the client's user id.
 */
export function ClientPulseTab({ clientId }: { clientId: number }) {
  const [since, setSince] = useState<SinceDays>(DEFAULT_SINCE_DAYS);
  const info = useClientPulseInfo(clientId, since);
  const kpis = useClientKpiCharts(clientId, since);

  return (
    <Stack>
      <Group justify="flex-end">
        <SinceSelect value={since} onChange={setSince} />
      </Group>
      <Section title="Completion">
        <QueryState query={info}>{(data) => <CompletionChart info={data} />}</QueryState>
      </Section>
      <Section title="KPIs">
        <QueryState query={kpis}>
          {(data) => <KpiCharts kpis={data} emptyText="This client tracks no KPIs yet." />}
        </QueryState>
      </Section>
      <Section title="Graphs">
        <QueryState query={info}>{(data) => <DimensionGraphs dimensions={data.dimensions} />}</QueryState>
      </Section>
      <WordCloudSection clientId={clientId} />
    </Stack>
  );
}
