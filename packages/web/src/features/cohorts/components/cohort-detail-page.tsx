import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SINCE_DAYS, MESSAGES, type CohortInfo, type SinceDays } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { WordCloud } from '../../../components/word-cloud';
import { SinceSelect } from '../../../components/since-select';
import { useCohort } from '../api/get-cohort';
import { useCohortInfo } from '../api/get-cohort-info';
import { useCohortMembers } from '../api/get-cohort-members';
import { CohortCharts } from './cohort-charts';
import { CohortMembersList } from './cohort-members-list';
import { failureMessage } from '../../../lib/api-errors';
import { idParam } from '../../../lib/route-params';

/** /cohorts/{id}: the cohort's name, members, reflection charts, word cloud and reflections. */
export function CohortDetailPage() {
  const id = idParam(useParams().id);
  if (id === null) return <Text>{MESSAGES.notFound}</Text>;
  return <CohortDetail key={id} id={id} />;
}

function CohortDetail({ id }: { id: number }) {
  const cohort = useCohort(id);
  if (cohort.isPending) return <PageLoader />;
  if (cohort.isError) return <Text c="red">{failureMessage(cohort.error)}</Text>;
  return (
    <Stack maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {cohort.data.name}
        </Title>
        <Button component={Link} to={`/cohorts/edit/${id}`} variant="default">
          Edit
        </Button>
      </Group>
      <Section title="Members">
        <Members id={id} />
      </Section>
      <Info id={id} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack>
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Members({ id }: { id: number }) {
  const members = useCohortMembers(id);
  if (members.isPending) return <PageLoader />;
  if (members.isError) return <Text c="red">{failureMessage(members.error)}</Text>;
  return <CohortMembersList members={members.data} />;
}

/** The members' reflections over the chosen window: charts, word cloud (more than 5 words) and the list. */
function Info({ id }: { id: number }) {
  const [since, setSince] = useState<SinceDays>(DEFAULT_SINCE_DAYS);
  const info = useCohortInfo(id, since);
  return (
    <>
      <Group justify="flex-end">
        <SinceSelect value={since} onChange={setSince} />
      </Group>
      {info.isPending ? (
        <PageLoader />
      ) : info.isError ? (
        <Text c="red">{failureMessage(info.error)}</Text>
      ) : (
        <InfoSections info={info.data} />
      )}
    </>
  );
}

function InfoSections({ info }: { info: CohortInfo }) {
  const { series, word_counts: words, reflections } = info;
  return (
    <>
      <Section title="Reflection Charts">
        <CohortCharts series={series} />
      </Section>
      <Section title="Word Cloud">
        <WordCloud words={words} />
      </Section>
      <Section title="Reflections">
        {reflections.length === 0 ? (
          <Text c="dimmed">No reflections yet</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Reflections"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {reflections.map((entry, index) => (
              <Stack key={`${entry.created}-${index}`} gap={0} component="li">
                <Text fw={500}>{entry.full_name}</Text>
                <Text size="xs" c="dimmed">
                  {new Date(entry.created).toLocaleString()}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.reflection}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}
