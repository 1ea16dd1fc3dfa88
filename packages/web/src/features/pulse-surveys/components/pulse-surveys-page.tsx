import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeartRateMonitor, IconPlus } from '@tabler/icons-react';
import type { PulseSurvey } from '@tandem/shared';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { usePulseSurveysList } from '../api/get-pulse-surveys';
import { ReadOnlyBadge } from './read-only-badge';
import { failureMessage } from '../../../lib/api-errors';
import { EmptyState } from '../../../components/empty-state';

/** Spec: infinite-scroll distance 15 for lists. */
const SCROLL_DISTANCE_PX = 15;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /pulse-surveys: the coach's surveys, their company's managed ones and the default one, loaded as they scroll. */
export function PulseSurveysPage({ title }: { title: string }) {
  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to="/pulse-surveys-new" leftSection={<IconPlus size={16} />}>
          New Pulse Survey
        </Button>
      </Group>
      <SurveyList />
    </Stack>
  );
}

function SurveyList() {
  const surveys = usePulseSurveysList();
  if (surveys.isPending) return <PageLoader />;
  const rows = surveys.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack>
      {surveys.isSuccess && rows.length === 0 && (
        <EmptyState icon={IconHeartRateMonitor}>
          You have no pulse surveys yet. Create one to give your clients a daily reflection.
        </EmptyState>
      )}
      {rows.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label="Pulse surveys"
          style={listReset}
        >
          {rows.map((survey) => (
            <li key={survey.id}>
              <SurveyCard survey={survey} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        query={surveys}
        distancePx={SCROLL_DISTANCE_PX}
        loadingLabel="Loading more pulse surveys"
        errorMessage={failureMessage(surveys.error)}
      />
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

function SurveyCard({ survey }: { survey: PulseSurvey }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article" aria-label={survey.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/pulse-surveys/${survey.id}`} fw={600}>
            {survey.name}
          </Anchor>
          <ReadOnlyBadge survey={survey} />
        </Group>
        <Text size="sm">{plural(survey.questions_count, 'statement', 'statements')}</Text>
        <Text size="sm">Daily number of questions: {survey.daily_num_questions}</Text>
        <Text size="sm" c="dimmed">
          {plural(survey.clients_count, 'assigned client', 'assigned clients')}
        </Text>
      </Stack>
    </Paper>
  );
}
